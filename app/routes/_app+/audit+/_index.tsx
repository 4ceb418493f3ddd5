import { auditLog } from "~/domains/audit/audit-log.server";
import { AuditLogPage } from "~/domains/audit/audit-log-page";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = auditLog;
export const meta = sectionMeta;
export default AuditLogPage;
