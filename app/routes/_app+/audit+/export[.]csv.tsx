import { auditLogCsv } from "~/domains/audit/audit-log.server";
import { pageOnFailure } from "~/core/http/failure-page.server";

export const loader = pageOnFailure(auditLogCsv);
