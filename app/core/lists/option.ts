// One choice of a select, as a select over the server or a list filter shows it.
export type Option = {
  value: string;
  label: string;
  /**
   * What tells this option apart from others of the same name (a list's event and promoter, a product's category and
   * stock), shown as a second line: plain text, or a translation key with the record's value.
   */
  detail?: OptionDetail[];
};

export type OptionDetail = string | { key: string; value?: string };

/** A page of one select's options found by a search: what a form or a list filter shows until the next search. */
export type FoundOptions = { q: string; page: number; options: Option[]; more: boolean };
