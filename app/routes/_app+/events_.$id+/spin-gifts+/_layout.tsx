import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { canAccess } from "~/core/access/permissions";
import { sectionPath } from "~/ui/shell-kit";
import { eventTab } from "~/domains/events/event-workspace.server";
import { resourceListData } from "~/resource/resource.server";
import { wheelUsage } from "~/domains/promos/spin-gifts.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { EventTabList } from "~/domains/events/event-tab-list";
import { WheelUsage } from "~/domains/promos/wheel-usage";

export async function loader(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "spin-gifts");
  const [list, wheel] = await Promise.all([
    resourceListData(spinGifts, args, context),
    wheelUsage(context.signed, { eventId: context.eventId }),
  ]);
  // The platform-wide wheel is set up in its own section, for those who may open it.
  const globalWheel = canAccess("globalSpinGifts", context.signed.viewer);
  return json({ ...list, wheel, globalWheel });
}

export default function EventSpinGiftsTab() {
  const { wheel, globalWheel } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <EventTabList
      resource={spinGifts}
      tab="spin-gifts"
      before={<WheelUsage {...wheel} />}
      actions={
        globalWheel ? (
          <Link to={sectionPath("globalSpinGifts")} className="btn-secondary">
            {t("sections.globalSpinGifts.title")}
          </Link>
        ) : undefined
      }
    />
  );
}
