export { auditLogCsv as loader } from "~/domains/audit/audit-log.server";
