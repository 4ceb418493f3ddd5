import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/lib/resource.server";
import { followerNotifications } from "~/resources/notifications";
import { ComposeButton, FollowersTabs } from "~/ui/followers";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(followerNotifications, args, { base: "/followers/notifications" });
export const meta = resourceMeta;
export default function FollowerNotificationsLog() {
  return <ResourceListPage resource={followerNotifications} exportable={false} actions={<ComposeButton />} intro={<FollowersTabs />} />;
}
