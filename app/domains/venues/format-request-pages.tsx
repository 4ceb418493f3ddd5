// The format requests screen: the shared resource list with approve and reject on pending rows (for who may decide),
// "Open event" on accepted ones, and the approve and reject confirmations, which are URLs and work without JavaScript.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/ui/shell-kit";
import { createdEventId, mayDecide, maySend, mayWithdraw, type Decision } from "~/domains/venues/format-requests";
import { formatRequests } from "~/domains/venues/format-requests.resources";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";
import { ResourceListPage, usePaths } from "~/resource/table-kit";
import type { formatRequestDecide, formatRequestDecisionDialog, formatRequestList } from "./format-requests.server";
import type { Row } from "~/resource/resource.server";

export function FormatRequestListPage() {
  const { viewer } = useLoaderData<typeof formatRequestList>();
  const { t } = useTranslation();
  const paths = usePaths(formatRequests);
  const resource = maySend(viewer)
    ? formatRequests
    : { ...formatRequests, actions: { ...formatRequests.actions, create: false } };
  const decisionPath = (row: Row, decision: Decision) =>
    `${paths.base}/${encodeURIComponent(row._id)}/${decision}${paths.search}`;
  return (
    <ResourceListPage
      resource={resource}
      rowAllows={(row) => mayWithdraw(viewer, row)}
      rowExtras={(row) => {
        const name = String(row.eventName ?? "");
        const eventId = createdEventId(row);
        if (eventId) {
          return (
            <Link
              to={`/events/${encodeURIComponent(eventId)}`}
              className="font-medium text-brand-700 hover:underline"
              aria-label={t("formatRequests.openEventNamed", { name })}
            >
              {t("formatRequests.openEvent")}
            </Link>
          );
        }
        if (!mayDecide(viewer, row)) return null;
        return (
          <>
            <Link
              to={decisionPath(row, "approve")}
              className="font-medium text-emerald-700 hover:underline"
              aria-label={t("formatRequests.approveNamed", { name })}
              preventScrollReset
            >
              {t("formatRequests.approve")}
            </Link>
            <Link
              to={decisionPath(row, "reject")}
              className="font-medium text-red-700 hover:underline"
              aria-label={t("formatRequests.rejectNamed", { name })}
              preventScrollReset
            >
              {t("formatRequests.reject")}
            </Link>
          </>
        );
      }}
    />
  );
}

export function FormatRequestDecisionDialog({ decision }: { decision: Decision }) {
  const { eventName, formatName, discoName, startDate, title } = useLoaderData<typeof formatRequestDecisionDialog>();
  const failure = useActionData<typeof formatRequestDecide>();
  const { t } = useTranslation();
  const paths = usePaths(formatRequests);
  return (
    <ConfirmDialog
      title={title}
      message={t(`formatRequests.${decision}Message`)}
      detail={
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-normal text-slate-600">{t("fields.event")}</dt>
          <dd>{eventName}</dd>
          <dt className="font-normal text-slate-600">{t("fields.format")}</dt>
          <dd>{formatName}</dd>
          <dt className="font-normal text-slate-600">{t("fields.venue")}</dt>
          <dd>{discoName}</dd>
          <dt className="font-normal text-slate-600">{t("fields.startDate")}</dt>
          <dd>{startDate ? formatDateTime(startDate) : "—"}</dd>
        </dl>
      }
      confirmLabel={t(`formatRequests.${decision}Named`, { name: eventName })}
      keepLabel={t(`keep.${decision}`)}
      pendingLabel={t(decision === "approve" ? "formatRequests.approving" : "formatRequests.rejecting")}
      closeTo={paths.list}
      tone={decision === "reject" ? "danger" : "primary"}
      error={failure?.error}
    />
  );
}
