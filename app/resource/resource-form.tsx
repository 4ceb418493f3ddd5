// The generic form dialog of spec sections 3 and 4, drawn from a field list: each field's widget is chosen by its kind
// (widgets/field-widget.tsx). conform validates with the same schema in the browser and in the action; a refused save
// comes back with everything typed and the reason above the form.
import { getFormProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  jobFieldOf,
  signatureFieldOf,
  visibleFields,
  type FieldDefinition,
  type FormValues,
  type Option,
} from "~/resource/fields";
import type { PickerReply } from "~/resource/entity-options";
import { useFieldForm, type FieldFormShape as FormShape } from "~/resource/field-form";
import { EnterSubmits, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { FieldWidget } from "./widgets/field-widget";
import { RowsWidget } from "./widgets/rows-widget";
import type { UploadJobView } from "~/core/upstream/upload-job";

export function ResourceForm({
  id,
  fields,
  values,
  options,
  optionsSource,
  pickImages,
  lastResult,
  cancelTo,
  extra,
  submitLabel,
  hints,
  searchWithoutScript = false,
  Section = "h3",
  uploadJobs,
}: {
  /** The heading of a group of fields: under a dialog's title (h2) an h3, under a page's h1 an h2 (no level skipped). */
  Section?: "h2" | "h3";
  /** The jobs the upstream processes the files of this record's fields as, by field (decision 052). */
  uploadJobs?: Record<string, UploadJobView>;
  /**
   * Whether the form's action answers a select's search without JavaScript (resourceSave does: decision 034); other
   * actions' forms offer the first page and the chosen options only.
   */
  searchWithoutScript?: boolean;
  /** Text shown under a field, by field name (what is stored already, say). */
  hints?: Record<string, string | null>;
  /** Shown under the fields with the values as typed (a price breakdown, say). */
  extra?: (values: FormValues) => React.ReactNode;
  submitLabel?: string;
  /** Whether image fields offer the images picker (only to who may open it). */
  pickImages: boolean;
  id: string;
  /** Where selects over other entities search, `/options/<resource>`. */
  optionsSource: string;
  fields: readonly FieldDefinition[];
  values: FormValues;
  options: Record<string, Option[]>;
  lastResult: (SubmissionResult<string[]> & PickerReply) | null | undefined;
  cancelTo: string;
}) {
  const { t } = useTranslation();
  const [form, meta] = useFieldForm({ id, fields, lastResult, defaultValue: values });
  // A form sent back names its choices and a search's options beside the loader's first page.
  const known = (name: string): Option[] => [
    ...(options[name] ?? []),
    ...(lastResult?.choices?.[name] ?? []),
    ...(lastResult?.found?.[name]?.options ?? []),
  ];
  const current = { ...values, ...(form.value as FormValues | undefined) };
  const shown = new Set(visibleFields(fields, current).map((field) => field.name));
  const firstField = fields.find((field) => shown.has(field.name) && !field.readonly && !field.disable)?.name;

  return (
    <Form
      method="post"
      {...getFormProps(form)}
      encType={fields.some((field) => field.component === "upload") ? "multipart/form-data" : undefined}
      className="space-y-5"
      preventScrollReset
    >
      {/* Enter in a field saves, not the search of a select without JavaScript that comes before Save. */}
      <EnterSubmits />
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          if (field.component === "separator") {
            return (
              <Section
                key={field.name}
                className="border-b border-slate-200 pb-1 pt-2 text-sm font-semibold uppercase tracking-wide text-slate-500 sm:col-span-2"
              >
                {t(field.label)}
              </Section>
            );
          }
          if (!shown.has(field.name)) return null;
          if (field.component === "rows") {
            return (
              <RowsWidget
                key={field.name}
                field={field}
                meta={meta[field.name] as FieldMetadata<FormShape[]>}
                form={form}
                known={known}
                found={lastResult?.found}
                optionsSource={optionsSource}
                searchWithoutScript={searchWithoutScript}
              />
            );
          }
          return (
            <FieldWidget
              key={field.name}
              field={field}
              meta={meta[field.name] as FieldMetadata<unknown>}
              first={field.name === firstField}
              options={known(field.name)}
              found={lastResult?.found?.[field.name]}
              searchWithoutScript={searchWithoutScript}
              optionsSource={optionsSource ? `${optionsSource}/${field.name}` : ""}
              pickImages={pickImages}
              hint={hints?.[field.name] ?? (field.hint ? t(field.hint) : undefined)}
              uploadJob={uploadJobs?.[field.name]}
              // The back-office has written the job's file into the record: the field now holds it, as the record does.
              onUploadJobDone={(url) => form.update({ name: field.name, value: url })}
              signatureMeta={
                field.component === "upload"
                  ? (meta[signatureFieldOf(field.name)] as FieldMetadata<unknown> | undefined)
                  : undefined
              }
              pendingJobMeta={
                field.component === "upload"
                  ? (meta[jobFieldOf(field.name)] as FieldMetadata<unknown> | undefined)
                  : undefined
              }
            />
          );
        })}
      </div>
      {extra?.(current)}
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Link to={cancelTo} className="btn-secondary" preventScrollReset>
          {t("dialog.cancel")}
        </Link>
        <SubmitButton className="btn-primary" pendingText={t("dialog.saving")}>
          {submitLabel ?? t("dialog.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}

type ResourceFormProps = Parameters<typeof ResourceForm>[0];

/**
 * The form of a record the signed-in user owns alone (their profile, their venue, its cash register data): one record
 * at its own page, no pickers, no options to look up, and a new form after each save, starting from what the upstream
 * now holds (what was typed in a secret field is gone from the browser). Here, not in a module of its own: a module
 * shared by these pages alone would be one more chunk each of them loads (decision 045).
 */
export function OwnRecordForm(props: Pick<ResourceFormProps, "id" | "fields" | "values" | "lastResult" | "hints">) {
  const location = useLocation();
  return (
    <ResourceForm
      key={location.key}
      {...props}
      options={{}}
      optionsSource=""
      pickImages={false}
      cancelTo={location.pathname}
      Section="h2"
    />
  );
}
