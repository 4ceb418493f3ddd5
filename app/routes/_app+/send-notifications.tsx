// The admin's notifications (spec sections 2 and 5): a notification to all users or to one venue's followers,
// confirmed with its number of recipients (send-to-all needs it, spec section 5), and the log of everything sent.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/core/auth/auth.server";
import { notificationAction, recipientsOf } from "~/domains/notifications/notifications.server";
import { resourceListData, selectOptions } from "~/resource/resource.server";
import { notificationLogs } from "~/domains/notifications/notifications.resources";
import { DataTable, ListToolbar, resourceMeta } from "~/resource/table-kit";
import { NotificationConfirm, NotificationForm } from "~/domains/notifications/notification-composer";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { PageHeader } from "~/ui/shell/section-page";

export async function loader(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, "sendNotifications");
  const [log, allUsers, options] = await Promise.all([
    resourceListData(notificationLogs, args, { signed }),
    recipientsOf(signed, { audience: "all", discoId: null }),
    selectOptions(notificationLogs, signed, null),
  ]);
  // An admin's counts are never withheld (decision 049: an admin's reads are not probed).
  return json({ ...log, allUsers: allUsers ?? 0, venues: options.discoId ?? [] });
}

export async function action({ request }: ActionFunctionArgs) {
  const signed = await requireAccess(request, "sendNotifications");
  return notificationAction(request, signed, "/send-notifications");
}

export const meta = resourceMeta;

export default function SendNotifications() {
  const { rows, total, state, title, allUsers, venues } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const logTitle = t("notify.logTitle");
  return (
    <>
      <PageHeader title={title} description={t("sections.sendNotifications.description")} />
      <section
        aria-labelledby="compose-heading"
        className="mb-10 max-w-2xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200"
      >
        <h2 id="compose-heading" className="mb-4 text-lg font-semibold text-slate-900">
          {t("notify.composeTitle")}
        </h2>
        <NotificationForm
          values={result?.values ?? {}}
          lastResult={result?.phase === "edit" ? result.result : undefined}
          found={result?.phase === "edit" ? result.found : undefined}
          audience={{ allUsers, venues }}
        />
      </section>
      {result?.phase === "confirm" ? (
        <RouteDialog title={t("notify.confirmTitle")} closeTo={`${pathname}${search}`}>
          <NotificationConfirm
            draft={result.draft}
            recipients={result.recipients}
            venueName={result.venueName}
            error={result.error}
            own={false}
          />
        </RouteDialog>
      ) : null}
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{logTitle}</h2>
      <ListToolbar state={state} spec={notificationLogs.list} />
      <DataTable
        rows={rows}
        columns={notificationLogs.list.columns}
        state={state}
        spec={notificationLogs.list}
        total={total}
        caption={logTitle}
      />
    </>
  );
}
