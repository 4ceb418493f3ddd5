// The generic form dialog of spec sections 3 and 4, drawn from a field list. conform validates with the same schema
// in the browser and in the action; a refused save comes back with everything typed and the reason above the form.
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link, useLocation } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import {
  fileFieldOf,
  signatureFieldOf,
  visibleFields,
  type FieldDefinition,
  type FormValues,
  type FoundOptions,
  type Option,
  type PickerReply,
} from "~/resource/fields";
import { CheckboxChoices, SearchWithoutScript, shownOptions, useOptionText } from "~/resource/picker-fallback";
import { useFieldForm, type FieldFormShape as FormShape } from "~/resource/field-form";
import { acceptOf } from "~/core/http/upload-types";
import { DateField } from "~/ui/forms/date-field";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { useHydrated } from "~/ui/use-hydrated";

// The combobox (and the component library under it) is fetched only when a form with such a select is on screen.
const ServerSelect = lazy(() => import("~/ui/forms/server-select"));

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
}: {
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
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          if (field.component === "separator") {
            return (
              <h3
                key={field.name}
                className="border-b border-slate-200 pb-1 pt-2 text-sm font-semibold uppercase tracking-wide text-slate-500 sm:col-span-2"
              >
                {t(field.label)}
              </h3>
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
                options={options}
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
              signatureMeta={
                field.component === "upload"
                  ? (meta[signatureFieldOf(field.name)] as FieldMetadata<unknown> | undefined)
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

/**
 * A list of small records (spec section 3: a user's collaborating venues, each a venue and a role): one line of selects
 * per row, a button to add a row and one to remove each. The buttons are conform intents, so without JavaScript they
 * go through the action and come back with everything typed.
 */
function RowsWidget({
  field,
  meta,
  form,
  options,
}: {
  field: FieldDefinition;
  meta: FieldMetadata<FormShape[]>;
  form: ReturnType<typeof useFieldForm>[0];
  options: Record<string, Option[]>;
}) {
  const { t } = useTranslation();
  const rows = meta.getFieldList();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="label">{t(field.label)}</legend>
      <ul className="mt-1 space-y-2">
        {rows.map((row, index) => {
          const cells = row.getFieldset();
          return (
            <li
              key={row.key}
              className="flex flex-wrap items-end gap-2 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200"
              data-testid={`${field.name}-row`}
            >
              {(field.rowFields ?? []).map((sub) => {
                const cell = cells[sub.name] as FieldMetadata<unknown>;
                const props = getSelectProps(cell);
                const invalid = Boolean(cell.errors?.length);
                return (
                  <div key={sub.name} className="min-w-[12rem] flex-1">
                    <label htmlFor={cell.id} className="text-xs font-medium text-slate-600">
                      {t(sub.label)}
                      <span className="sr-only"> {index + 1}</span>
                    </label>
                    <select
                      {...props}
                      key={props.key}
                      className="input mt-0.5"
                      aria-invalid={invalid || undefined}
                      aria-describedby={invalid ? cell.errorId : undefined}
                    >
                      <option value="">{t("list.choose")}</option>
                      {sub.options?.map((option) => (
                        <option key={option.value} value={option.value}>
                          {t(option.label)}
                        </option>
                      ))}
                      {options[`${field.name}.${sub.name}`]?.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </select>
                    <ErrorList id={cell.errorId} errors={cell.errors} />
                  </div>
                );
              })}
              <button
                {...form.remove.getButtonProps({ name: meta.name, index })}
                className="btn-secondary px-3 py-2 text-red-700"
              >
                {t("dialog.removeRow", { index: index + 1 })}
              </button>
            </li>
          );
        })}
      </ul>
      <button {...form.insert.getButtonProps({ name: meta.name })} className="btn-secondary mt-2">
        {t("dialog.addRow")}
      </button>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

type WidgetProps = {
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
};

function FieldWidget({
  field,
  meta,
  first,
  options,
  found,
  searchWithoutScript,
  optionsSource,
  pickImages,
  hint,
  signatureMeta,
}: WidgetProps) {
  const { t } = useTranslation();
  const optionText = useOptionText();
  const location = useLocation();
  const hydrated = useHydrated();
  const errorId = meta.errorId;
  const invalid = Boolean(meta.errors?.length);
  const common = {
    "aria-invalid": invalid || undefined,
    // Announced as "required" instead of reading out the visual asterisk.
    "aria-required": hasRequiredRule(field) || undefined,
    "aria-describedby":
      [invalid ? errorId : null, hint ? `${meta.id}-hint` : null].filter(Boolean).join(" ") || undefined,
    readOnly: field.readonly,
    disabled: field.disable,
    // The modal dialog puts focus here first (Headless UI reads data-autofocus).
    "data-autofocus": first || undefined,
  };
  const span = field.class === "full" || field.component === "textarea" ? "sm:col-span-2" : "";
  const label = t(field.label);

  if (field.component === "toggle" || field.component === "checkbox") {
    const props = getInputProps(meta, { type: "checkbox" });
    return (
      <div className={`flex items-start gap-3 ${span}`}>
        <input
          {...props}
          {...common}
          key={props.key}
          className={
            field.component === "toggle" ? "toggle mt-0.5" : "mt-1 h-4 w-4 rounded border-slate-300 text-brand-600"
          }
        />
        <div>
          <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          <ErrorList id={errorId} errors={meta.errors} />
        </div>
      </div>
    );
  }

  let control: React.ReactNode;
  if (field.component === "textarea") {
    const props = getTextareaProps(meta);
    control = (
      <textarea
        {...props}
        {...common}
        key={props.key}
        rows={4}
        className="input mt-1"
        placeholder={field.placeholder ? t(field.placeholder) : undefined}
      />
    );
  } else if (field.component === "upload" && field.upload) {
    // The label names the file input; the hidden input keeps the stored file's URL under the field's own name.
    const { id: _labelled, key: hiddenKey, ...hidden } = getInputProps(meta, { type: "hidden" });
    const current = typeof meta.value === "string" ? meta.value : "";
    control = (
      <div className="mt-1 flex items-center gap-4">
        {current && field.upload === "image" ? (
          <img
            src={current}
            alt={t("fields.currentImage")}
            className="h-16 w-16 shrink-0 rounded object-cover ring-1 ring-slate-200"
          />
        ) : current ? (
          <a
            href={current}
            className="text-sm font-medium text-brand-700 hover:underline"
            target="_blank"
            rel="noreferrer"
          >
            {t("fields.currentFile")}
          </a>
        ) : null}
        <input {...hidden} key={hiddenKey} />
        {signatureMeta ? <SignatureInput meta={signatureMeta} /> : null}
        <input
          id={meta.id}
          type="file"
          name={fileFieldOf(field.name)}
          accept={acceptOf(field.upload)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          disabled={field.disable || field.readonly}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
        />
        {pickImages && field.upload === "image" ? (
          <Link
            to={`/images/select?${new URLSearchParams({ returnTo: `${location.pathname}${location.search}`, field: field.name })}`}
            className="shrink-0 text-sm font-medium text-brand-700 hover:underline"
          >
            {t("images.pickFromLibrary")}
          </Link>
        ) : null}
      </div>
    );
  } else if (field.component === "select") {
    const props = getSelectProps(meta);
    const chosen = valuesOf(meta.value ?? meta.initialValue);
    const overEntity = Boolean(field.optionsFrom && !field.optionsFrom.whole);
    // Fixed options are translation keys; options over an entity are names as the upstream holds them.
    const fixed = (field.options ?? []).map((option) => ({ ...option, label: t(option.label) }));
    // A fixed or whole list keeps its own order; a searched one shows the chosen first (they may be from any page).
    const shown = overEntity ? shownOptions(chosen, options ?? [], found) : [...fixed, ...(options ?? [])];
    // Without JavaScript a select over an entity with more options than one page is searched by the form's action.
    const searchable =
      overEntity &&
      searchWithoutScript &&
      !field.readonly &&
      !field.disable &&
      // A people picker lists no one before a search (decision 047): its search is offered from the start.
      (shown.length >= 10 || Boolean(found) || field.optionsFrom?.endpoint === "users");
    const search = searchable ? (
      <SearchWithoutScript id={meta.id} name={meta.name} label={label} found={found} />
    ) : null;
    const plain = field.multiple ? (
      <>
        <CheckboxChoices
          id={meta.id}
          name={meta.name}
          options={shown}
          chosen={chosen}
          formKey={meta.key}
          invalid={invalid}
          describedBy={common["aria-describedby"]}
        />
        {search}
      </>
    ) : (
      <>
        <select {...props} {...common} key={props.key} className="input mt-1">
          <option value="">{t(field.placeholder ?? "list.choose")}</option>
          {shown.map((option) => (
            <option key={option.value} value={option.value}>
              {optionText(option)}
            </option>
          ))}
        </select>
        {search}
      </>
    );
    // Once JavaScript runs: a searchable picker, with chips for several choices. The plain control stands in until the
    // picker's chunk arrives, and the picker starts from whatever was chosen in it meanwhile.
    const picker = hydrated && !field.readonly && !field.disable && (overEntity || (field.multiple && field.options));
    if (field.multiple && !picker) {
      // Checkboxes are a group: named by a legend, not a label.
      return (
        <fieldset className={span || "sm:col-span-2"}>
          <legend className="label">{label}</legend>
          {plain}
          {hint ? (
            <p id={`${meta.id}-hint`} className="mt-1 text-xs text-slate-500">
              {hint}
            </p>
          ) : null}
          <ErrorList id={errorId} errors={meta.errors} />
        </fieldset>
      );
    }
    control = picker ? (
      <Suspense fallback={plain}>
        <ServerSelect
          id={meta.id}
          name={meta.name}
          label={label}
          multiple={field.multiple}
          source={overEntity && optionsSource ? optionsSource : undefined}
          initial={overEntity ? shownOptions(chosen, options ?? []) : [...(field.options ?? [])]}
          translateLabels={!overEntity}
          defaultValue={chosen}
          invalid={invalid}
          describedBy={common["aria-describedby"]}
          focusFirst={first}
        />
      </Suspense>
    ) : (
      plain
    );
  } else if (field.component === "date") {
    const props = getInputProps(meta, { type: "text" });
    control = <DateField inputProps={{ ...props, ...common, placeholder: t("fields.datePlaceholder") }} />;
  } else {
    const type = field.type ?? "text";
    const props = getInputProps(meta, { type: type === "password" ? "password" : (type as "text") });
    control = (
      <div className="relative">
        <input
          {...props}
          {...common}
          key={props.key}
          inputMode={field.type === "number" ? "decimal" : undefined}
          // A secret of the form is never the user's own password: the browser must not fill it in.
          autoComplete={type === "password" ? "new-password" : undefined}
          placeholder={
            field.placeholder
              ? t(field.placeholder)
              : field.component === "datetime"
                ? t("fields.dateTimePlaceholder")
                : undefined
          }
          className={`input mt-1 ${field.suffix ? "pr-12" : ""}`}
        />
        {field.suffix ? (
          <span className="pointer-events-none absolute inset-y-0 right-3 mt-1 flex items-center text-sm text-slate-500">
            {t(field.suffix)}
          </span>
        ) : null}
      </div>
    );
  }
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
      {control}
      {hint ? (
        <p id={`${meta.id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={meta.errors} />
    </div>
  );
}

/** A select's chosen values as conform holds them: one string, several, or none. */
function valuesOf(value: unknown): string[] {
  return ([] as unknown[]).concat(value ?? []).filter((one): one is string => typeof one === "string" && one !== "");
}

function hasRequiredRule(field: FieldDefinition): boolean {
  return Array.isArray(field.rules) && field.rules.some((rule) => rule.kind === "required");
}

/** The hidden signature of an upload field's URL: what the server vouched for, sent back as it came. */
function SignatureInput({ meta }: { meta: FieldMetadata<unknown> }) {
  const { id: _unlabelled, key, ...props } = getInputProps(meta, { type: "hidden" });
  return <input {...props} key={key} />;
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
    />
  );
}
