import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess } from "~/lib/auth.server";
import { followerCounts, ownVenueOf } from "~/lib/notifications.server";
import { resourceListData } from "~/lib/resource.server";
import { followers } from "~/resources/venue-content";
import { ComposeButton, FollowerCounts, FollowersTabs } from "~/ui/followers";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export async function loader(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, "followers");
  const venueId = ownVenueOf(signed);
  const [list, counts] = await Promise.all([resourceListData(followers, args, { signed }), venueId ? followerCounts(signed, venueId) : null]);
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
