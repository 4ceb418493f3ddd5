import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { spinGifts } from "~/domains/venues/venue-content.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(spinGifts, args);
export const meta = resourceMeta;
export default function SpinGiftsList() {
  return <ResourceListPage resource={spinGifts} />;
}
