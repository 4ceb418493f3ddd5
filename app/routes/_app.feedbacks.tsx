import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { feedbacks } from "~/resources/moderation";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(feedbacks, args);
export const meta = resourceMeta;
export default function FeedbacksList() {
  return <ResourceListPage resource={feedbacks} />;
}
