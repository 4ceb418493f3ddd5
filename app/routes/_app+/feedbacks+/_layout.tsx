import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { feedbacks } from "~/domains/venues/moderation.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(feedbacks, args);
export const meta = resourceMeta;
export default function FeedbacksList() {
  return <ResourceListPage resource={feedbacks} />;
}
