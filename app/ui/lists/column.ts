// A list column as the data table draws it: which field, its header, how its value is formatted. The resource
// definitions describe their lists with it; shared UI owns it, so the table needs nothing from the resource engine.

export type ColumnFormat =
  "text" | "date" | "datetime" | "money" | "boolean" | "number" | "percent" | "enum" | "badge" | "flags";

export type Tone = "green" | "amber" | "red" | "slate" | "blue";

export type Column = {
  field: string;
  /** Translation key of the header. */
  label: string;
  sortable?: boolean;
  format?: ColumnFormat;
  /** For enum and badge columns: the translation key prefix of the values (`${enumPrefix}.${value}`). */
  enumPrefix?: string;
  /** For badge columns: the colour of each value. */
  tones?: Readonly<Record<string, Tone>>;
  /** For flags columns: the boolean fields shown as small labels (`fields.<name>`, coloured by `tones`) when true. */
  flags?: readonly string[];
  /** For flags columns: the cell's own value is shown before the labels (an age, then a minor's label, say). */
  withValue?: boolean;
  /** The cell links to the record's own page (the event workspace, say). */
  link?: boolean;
  /**
   * One of the few facts a row's card shows on a phone, under the row's name (data-table.tsx). When no column of a
   * list says so, the card shows the first three after the name and any state badge.
   */
  keyFact?: boolean;
  /**
   * The column names the row's event or venue: a list already within one event (an event's tab), or confined to one
   * venue, leaves it out, since every row would repeat what the page already says.
   */
  context?: ListContext;
  /**
   * A column that gives way on a desk narrower than 1536 px (the table's box is then under about 1,200 px), so the
   * row's name, its state and its actions stay in sight; the record's page and the column chooser still show it
   * (a column the user chose in the URL always shows). Absent: the column always shows from `md` up.
   */
  priority?: "low";
};

export type ListContext = "event" | "venue";

/** The columns worth showing where the page itself already names some of the rows' context. */
export function outsideContext<C extends Column>(columns: readonly C[], fixed: readonly ListContext[]): C[] {
  return columns.filter((column) => !column.context || !fixed.includes(column.context));
}

/**
 * The facts a row's card shows on a phone besides its name: the columns that say they are key facts, else the first
 * three after the name and any state badge (a card shows a few facts, so the page stays light).
 */
export function keyFactsOf(columns: readonly Column[], titleField: string): Set<string> {
  const others = columns.filter((column) => column.field !== titleField);
  const declared = others.filter((column) => column.keyFact);
  const chosen = declared.length
    ? declared
    : [...others.slice(0, 3), ...others.filter((column) => column.format === "badge")];
  return new Set(chosen.map((column) => column.field));
}
