import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceList } from "~/resource/resource.server";
import { followerNotifications } from "~/domains/notifications/notifications.resources";
import { ComposeButton, FollowersTabs } from "~/domains/notifications/followers";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) =>
  resourceList(followerNotifications, args, { base: "/followers/notifications" });
export const meta = resourceMeta;
export default function FollowerNotificationsLog() {
  return (
    <ResourceListPage
      resource={followerNotifications}
      exportable={false}
      actions={<ComposeButton />}
      intro={<FollowersTabs />}
    />
  );
}
