import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { spinGifts } from "~/resources/venue-content";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(spinGifts, args);
export const meta = resourceMeta;
export default function SpinGiftsList() {
  return <ResourceListPage resource={spinGifts} />;
}
