import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { eventTab } from "~/domains/events/event-workspace.server";
import { ordersList } from "~/domains/orders/orders.server";
import { orderItems } from "~/domains/orders/orders.resources";
import { OrdersList } from "~/domains/orders/orders-page";

export const loader = async (args: LoaderFunctionArgs) =>
  ordersList(orderItems, args, await eventTab(args, "order-items"));
export default function EventOrderItemsTab() {
  const { t } = useTranslation();
  return (
    <OrdersList
      resource={orderItems}
      title={t("eventTabs.order-items")}
      description={t("eventTabDescriptions.order-items")}
      actions={false}
    />
  );
}
