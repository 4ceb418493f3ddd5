// The collaborators' list, in its section and in the event's tab (decision 025): a row offers its delete only
// when this user may take that role away (not their own, not a role they may not grant), as the server decides.
import { useLoaderData } from "@remix-run/react";
import { grantRefusal } from "~/core/access/collaborator-grants";
import { collaborators } from "~/domains/people/people.resources";
import { EventTabList } from "~/domains/events/event-tab-list";
import { ResourceListPage } from "~/resource/table-kit";
import type { collaboratorList } from "./collaborators.server";

type Row = Record<string, unknown> & { _id: string };

function useChangeable() {
  const { viewerId, granterRole } = useLoaderData<typeof collaboratorList>();
  return (row: Row) => grantRefusal({ userId: viewerId, role: granterRole }, row) === null;
}

export function CollaboratorsListPage() {
  const changeable = useChangeable();
  return <ResourceListPage resource={collaborators} rowAllows={changeable} />;
}

export function CollaboratorsTab() {
  const changeable = useChangeable();
  return <EventTabList resource={collaborators} tab="collaborators" rowAllows={changeable} />;
}
