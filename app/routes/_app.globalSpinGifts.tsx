import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { globalSpinGifts } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(globalSpinGifts, args);
export const meta = resourceMeta;
export default function GlobalSpinGiftsList() {
  return <ResourceListPage resource={globalSpinGifts} />;
}
