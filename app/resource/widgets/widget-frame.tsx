// What every field widget of the generic form shares: its props, the attributes each control carries, and the frame
// around a control (the label with its required mark, the hint, the errors).
import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import type { FieldDefinition, FoundOptions, Option } from "~/resource/fields";
import type { UploadJobView } from "~/core/upstream/upload-job";
import { ErrorList } from "~/ui/forms/forms";

/** What the form hands the widget of one field. */
export type FieldWidgetProps = {
  field: FieldDefinition;
  meta: FieldMetadata<unknown>;
  first: boolean;
  options?: Option[];
  /** A search made without JavaScript: its options are shown, with its text and next page. */
  found?: FoundOptions;
  searchWithoutScript: boolean;
  optionsSource: string;
  pickImages: boolean;
  hint?: string;
  /** For uploads: the back-office's signature of the field's URL, posted back with it (decision 028). */
  signatureMeta?: FieldMetadata<unknown>;
  /** For uploads: a job a refused post of this form started, carried to the next save (decision 052). */
  pendingJobMeta?: FieldMetadata<unknown>;
  /** For uploads: the job the upstream processes the field's last file as (decision 052). */
  uploadJob?: UploadJobView;
  /** For uploads: the job completed and its file is in the record; the field takes its URL. */
  onUploadJobDone?: (url: string) => void;
};

/** The attributes every control carries: its error and hint, whether it is required, read-only or disabled, first. */
type CommonControlProps = {
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
  readOnly: boolean | undefined;
  disabled: boolean | undefined;
  "data-autofocus": true | undefined;
};

/** A widget's props: the form's, and what the field widget works out once for every kind. */
export type WidgetProps = FieldWidgetProps & {
  common: CommonControlProps;
  /** The grid columns the field spans. */
  span: string;
  /** The field's label, translated. */
  label: string;
  invalid: boolean;
};

export function hasRequiredRule(field: FieldDefinition): boolean {
  return Array.isArray(field.rules) && field.rules.some((rule) => rule.kind === "required");
}

/** The line under a field saying what it takes. */
export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
      {hint}
    </p>
  ) : null;
}

/** A control with its label (and the required mark), its hint and its errors. */
export function FieldFrame({
  field,
  meta,
  span,
  label,
  hint,
  children,
}: Pick<WidgetProps, "field" | "meta" | "span" | "label" | "hint"> & { children: ReactNode }) {
  return (
    <div className={span}>
      <label htmlFor={meta.id} className="label">
        {label}
        {hasRequiredRule(field) ? (
          <span aria-hidden="true" className="text-red-600">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      <FieldHint id={meta.id} hint={hint} />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
