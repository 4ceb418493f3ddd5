// The events list (spec section 2): the resource engine's list, and which tab of the night tonight's event opens for
// this viewer (decision 030): the night staff's own, the door for the venue managers.
import { type LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess } from "~/core/auth/auth.server";
import { tonightTabFor } from "~/core/access/navigation";
import { events } from "~/domains/events/events.resources";
import { resourceListData } from "~/resource/resource.server";

export async function eventsList(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, "events");
  const list = await resourceListData(events, args, { signed });
  return { ...list, tonightTab: tonightTabFor(signed.viewer) };
}
