import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { releaseForm, releaseSave } from "~/domains/events/ticket-releases.server";
import { ticketReleases } from "~/domains/events/events.resources";
import { PriceBreakdown } from "~/domains/events/price-breakdown";
import { ResourceFormDialog } from "~/resource/resource-form-dialog";

export const loader = (args: LoaderFunctionArgs) => releaseForm(args);
export const action = (args: ActionFunctionArgs) => releaseSave(args);
export default function TicketReleaseForm() {
  const { feePercent } = useLoaderData<typeof loader>();
  return (
    <ResourceFormDialog
      resource={ticketReleases}
      extra={(values) => <PriceBreakdown price={values.price} feePercent={feePercent} />}
    />
  );
}
