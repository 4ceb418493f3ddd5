import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/domains/events/event-workspace.server";
import { ordersList } from "~/domains/orders/orders.server";
import { eventOrders } from "~/domains/orders/orders.resources";
import { OrdersList } from "~/domains/orders/orders-page";

export const loader = async (args: LoaderFunctionArgs) => ordersList(eventOrders, args, await eventTab(args, "orders"));
export default function EventOrdersTab() {
  const { t } = useTranslation();
  return (
    <OrdersList resource={eventOrders} title={t("eventTabs.orders")} description={t("eventTabDescriptions.orders")} />
  );
}
