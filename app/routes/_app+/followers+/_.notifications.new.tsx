// A venue's notification to its followers: the composer as a dialog over its log; sent, it shows on top of the log.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { notFound, requireAccess } from "~/core/auth/auth.server";
import { notificationAction, ownVenueOf, recipientsOf } from "~/domains/notifications/notifications.server";
import { NotificationConfirm, NotificationForm } from "~/domains/notifications/notification-composer";
import { followersPaths } from "~/domains/notifications/followers";
import { RouteDialog } from "~/ui/forms/route-dialog";

async function requireVenue(request: Request) {
  const signed = await requireAccess(request, "followers");
  const venueId = ownVenueOf(signed);
  if (!venueId) throw notFound();
  return { signed, venueId };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { signed, venueId } = await requireVenue(request);
  return json({ followers: await recipientsOf(signed, { audience: "followers", discoId: venueId }) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { signed } = await requireVenue(request);
  return notificationAction(request, signed, followersPaths.log);
}

export default function ComposeToFollowers() {
  const { followers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const { t } = useTranslation();
  const closeTo = `${followersPaths.log}${search}`;
  return (
    <RouteDialog
      title={result?.phase === "confirm" ? t("notify.confirmTitle") : t("notify.composeTitle")}
      closeTo={closeTo}
    >
      {result?.phase === "confirm" ? (
        <NotificationConfirm
          draft={result.draft}
          recipients={result.recipients}
          venueName={result.venueName}
          error={result.error}
          own
        />
      ) : (
        <NotificationForm
          values={result?.values ?? {}}
          lastResult={result?.result}
          recipientsNote={
            followers === null
              ? t("notify.toOwnFollowersAheadWithheld")
              : t("notify.toOwnFollowersAhead", { count: followers })
          }
          first
          footer={
            <Link to={closeTo} className="btn-secondary" preventScrollReset>
              {t("dialog.cancel")}
            </Link>
          }
        />
      )}
    </RouteDialog>
  );
}
