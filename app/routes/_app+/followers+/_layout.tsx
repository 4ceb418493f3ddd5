import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess } from "~/core/auth/auth.server";
import { followerCounts, ownVenueOf } from "~/domains/notifications/notifications.server";
import { resourceListData } from "~/resource/resource.server";
import { followers } from "~/domains/venues/venue-content.resources";
import { ComposeButton, FollowerCounts, FollowersTabs } from "~/domains/notifications/followers";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export async function loader(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, "followers");
  const venueId = ownVenueOf(signed);
  const [list, counts] = await Promise.all([
    resourceListData(followers, args, { signed }),
    venueId ? followerCounts(signed, venueId) : null,
  ]);
  return json({ ...list, counts });
}
export const meta = resourceMeta;
export default function FollowersList() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <ResourceListPage
      resource={followers}
      actions={<ComposeButton />}
      intro={
        <>
          <FollowersTabs />
          {counts ? <FollowerCounts {...counts} /> : null}
        </>
      }
    />
  );
}
