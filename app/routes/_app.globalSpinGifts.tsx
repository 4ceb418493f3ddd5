import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess } from "~/lib/auth.server";
import { resourceListData } from "~/lib/resource.server";
import { wheelUsage } from "~/lib/spin-gifts.server";
import { globalSpinGifts } from "~/resources/venue-content";
import { WheelUsage } from "~/ui/night";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export async function loader(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, globalSpinGifts.section);
  const [list, wheel] = await Promise.all([resourceListData(globalSpinGifts, args, { signed }), wheelUsage(signed, { global: true })]);
  return json({ ...list, wheel });
}
export const meta = resourceMeta;
export default function GlobalSpinGiftsList() {
  const { wheel } = useLoaderData<typeof loader>();
  return <ResourceListPage resource={globalSpinGifts} before={<WheelUsage {...wheel} />} />;
}
