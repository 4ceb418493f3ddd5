// Which of a resource's writes this user may make, beside the row scope (decision 025): what the definition
// offers, narrowed by who writes beyond their own venue (core/access/write-grants.ts). A resource without an owner
// holds the platform's own records; a user who reaches every venue (an admin) writes other venues' records. Everyone
// else writes only within their venue, which the row scope already confines them to. Before all that, the permissions
// table says who writes a section's records at all (`write`: the night staff read events, decision 030), and a tab's
// records are written by who works the tab. What is not allowed is not shown (the list page offers no New, Edit, Delete
// or bulk bar) and not accepted (the record, delete and bulk URLs answer not-found).
import { allows, type ResourceDefinition } from "./definition";
import { worksEventTab, writesSection, type Viewer } from "~/core/access/permissions";
import { reachedVenue, type Reach } from "~/core/access/row-scope";
import { writesBeyondVenue } from "~/core/access/write-grants";

export type WriteAction = "create" | "edit" | "delete";
export type Writable = Record<WriteAction, boolean>;

export type Writer = Reach & { viewer: Viewer };

/** Whether this viewer writes the resource at all: the tab's workers for a tab's records, else the section's writers. */
function writesResource(resource: ResourceDefinition, viewer: Viewer): boolean {
  return resource.tab ? worksEventTab(resource.tab, viewer) : writesSection(resource.section, viewer);
}

/**
 * Whether the list gives this viewer its desk tools (CSV export, saved views, column chooser): the tools of who keeps
 * the records, not of who reads them on a night's shift (decision 030). Not offered, and the export not-found.
 */
export function usesDeskTools(resource: ResourceDefinition, viewer: Viewer): boolean {
  return writesResource(resource, viewer);
}

/** Whether the records this user reaches in a resource are theirs to write: their venue's, or granted beyond it. */
export function writesWithinGrant(resource: ResourceDefinition, writer: Writer): boolean {
  if (!writesResource(resource, writer.viewer)) return false;
  if (!resource.owner) return writesBeyondVenue(resource.section, writer.viewer.role, "noVenue");
  if (reachedVenue(writer) === undefined) return writesBeyondVenue(resource.section, writer.viewer.role, "otherVenue");
  return true;
}

export function mayWrite(resource: ResourceDefinition, writer: Writer, action: WriteAction): boolean {
  return allows(resource, action) && writesWithinGrant(resource, writer);
}

/** The writes a list page offers this user. */
export function writableActions(resource: ResourceDefinition, writer: Writer): Writable {
  return {
    create: mayWrite(resource, writer, "create"),
    edit: mayWrite(resource, writer, "edit"),
    delete: mayWrite(resource, writer, "delete"),
  };
}
