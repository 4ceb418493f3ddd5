import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { releaseForm, releaseSave } from "~/lib/ticket-releases.server";
import { ticketReleases } from "~/resources/events";
import { PriceBreakdown } from "~/ui/price-breakdown";
import { ResourceFormDialog } from "~/ui/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => releaseForm(args);
export const action = (args: ActionFunctionArgs) => releaseSave(args);
export default function TicketReleaseForm() {
  const { feePercent } = useLoaderData<{ feePercent: number }>();
  return <ResourceFormDialog resource={ticketReleases} extra={(values) => <PriceBreakdown price={values.price} feePercent={feePercent} />} />;
}
