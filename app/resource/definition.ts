// What the resource machinery needs to know of one upstream entity: where it lives, who may see it, how its list
// looks and filters, and its form's field list (spec sections 3 and 7).
import type { FieldDefinition } from "~/resource/fields";
import type { ListSpec } from "~/core/lists/list-query";
import type { EventTab, SectionKey } from "~/core/access/permissions";
import type { RowOwner } from "~/core/access/row-scope";
import type { Column } from "~/ui/lists/column";

export type { Column, ColumnFormat, Tone } from "~/ui/lists/column";

type FilterControl = {
  name: string;
  label: string;
  /** Translation key prefix of the options of an enum filter. */
  optionPrefix?: string;
  /** A text filter chosen among another entity's records (a venue, say): the list loads the first page of options. */
  optionsFrom?: import("~/resource/fields").OptionsFrom;
};

export type ResourceDefinition = {
  /** Names the resource in translations (`resources.<key>`) and paths. */
  key: string;
  section: SectionKey;
  /**
   * A record of one event, listed and written in this tab of the event workspace: who works the tab writes it (the
   * galley attendant the galley), not who writes the section's own records (decision 030).
   */
  tab?: EventTab;
  /** The upstream entity endpoint (spec section 7). */
  endpoint: string;
  /** Fixed filters of this view of the entity (for example formats are discos with discoType=format). */
  scope?: Record<string, string>;
  /**
   * Whose rows these are: a venue's (`byVenue`, through `discoId`), read and written only within the user's reach
   * (row-scope.ts); absent for the platform's own records, which the section's roles alone decide.
   */
  owner?: RowOwner;
  /** Adds what a row shows but the upstream does not hold (a status derived from dates, say). */
  derive?: (row: Record<string, unknown>, now: Date) => Record<string, unknown>;
  list: ListSpec & {
    columns: readonly Column[];
    /** Rows shown as cards on a phone (lists staff work from during the night: the galley, the cloakroom). */
    phoneCards?: boolean;
    /** Columns the CSV export adds after the list's own (details a desk does not need on screen). */
    exportColumns?: readonly Column[];
    filterControls?: readonly FilterControl[];
    /**
     * Fields of a row the list's pages read besides its id, its title field and its columns' (a row's actions, an
     * identity check's pictures): the rest of the upstream's record is not sent to the page (list.server.ts, decision
     * 061).
     */
    rowReads?: readonly string[];
  };
  fields: readonly FieldDefinition[];
  /** The field that names a record in titles and confirmations. */
  titleField: string;
  /** Values every new record gets besides the form's (for example a request starts `pending`); not form fields. */
  createValues?: Record<string, string | number | boolean>;
  /**
   * What the upstream's 'Duplicate key error' means on this form: the field another record already holds the value of
   * (the error is shown next to it) and the words for it. Without it, a duplicate says the record already exists; the
   * spec's 'Utente già associato a questo ruolo' belongs to the collaborator forms alone.
   */
  duplicate?: { field?: string; message: string };
  /** What the list offers besides viewing; all by default. A list-only resource sets them false. */
  actions?: { create?: boolean; edit?: boolean; delete?: boolean };
};

export function allows(resource: ResourceDefinition, action: "create" | "edit" | "delete"): boolean {
  return resource.actions?.[action] ?? true;
}

export function defineResource<R extends ResourceDefinition>(resource: R): R {
  return resource;
}
