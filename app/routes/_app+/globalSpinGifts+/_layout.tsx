import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess } from "~/core/auth/auth.server";
import { resourceListData } from "~/resource/resource.server";
import { wheelUsage } from "~/domains/promos/spin-gifts.server";
import { globalSpinGifts } from "~/domains/venues/venue-content.resources";
import { WheelUsage } from "~/domains/promos/wheel-usage";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export async function loader(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, globalSpinGifts.section);
  const [list, wheel] = await Promise.all([
    resourceListData(globalSpinGifts, args, { signed }),
    wheelUsage(signed, { global: true }),
  ]);
  return json({ ...list, wheel });
}
export const meta = resourceMeta;
export default function GlobalSpinGiftsList() {
  const { wheel } = useLoaderData<typeof loader>();
  return <ResourceListPage resource={globalSpinGifts} before={<WheelUsage {...wheel} />} />;
}
