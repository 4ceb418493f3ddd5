// The widget of a rows field: a list of small records, edited in place.
import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { FieldFormShape as FormShape, useFieldForm } from "~/resource/field-form";
import type { FieldDefinition, FoundOptions, Option } from "~/resource/fields";
import { SearchWithoutScript, shownOptions, useOptionText } from "~/resource/picker-fallback";
import { ErrorList } from "~/ui/forms/forms";
import { useHydrated } from "~/ui/shell-kit";

// The combobox (and the component library under it) is fetched only when a form with such a select is on screen.
const ServerSelect = lazy(() => import("~/ui/forms/server-select"));

/**
 * A list of small records (spec section 3: a user's collaborating venues, each a venue and a role): one line of selects
 * per row, a button to add a row and one to remove each. The buttons are conform intents, so without JavaScript they
 * go through the action and come back with everything typed. A row's select over another entity is searched like a
 * form's picker (decision 034): the combobox with JavaScript, without it the first ten and a search of its own.
 */
export function RowsWidget({
  field,
  meta,
  form,
  known,
  found,
  optionsSource,
  searchWithoutScript,
}: {
  field: FieldDefinition;
  meta: FieldMetadata<FormShape[]>;
  form: ReturnType<typeof useFieldForm>[0];
  /** The options known for a select, by its key (`<rows>.<field>`): the first page, and every row's choice. */
  known: (key: string) => Option[];
  /** A search made without JavaScript, by the name of the row's select it was made in (`<rows>[i].<field>`). */
  found?: Record<string, FoundOptions>;
  /** Where the form's selects search, `/options/<resource>`; empty when they do not. */
  optionsSource: string;
  searchWithoutScript: boolean;
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
              // Aligned at the top: a select's search box (without JavaScript) makes its cell taller than the others.
              className="flex flex-wrap items-start gap-2 rounded-md bg-slate-50 p-2 ring-1 ring-slate-200"
              data-testid={`${field.name}-row`}
            >
              {(field.rowFields ?? []).map((sub) => {
                const cell = cells[sub.name] as FieldMetadata<unknown>;
                const key = `${field.name}.${sub.name}`;
                const searched = Boolean(sub.optionsFrom && !sub.optionsFrom.whole);
                return (
                  // A searched select is wider: its search box and button sit under it.
                  <div key={sub.name} className={`${searched ? "min-w-[16rem]" : "min-w-[12rem]"} flex-1`}>
                    <label htmlFor={cell.id} className="text-xs font-medium text-slate-600">
                      {t(sub.label)}
                      <span className="sr-only"> {index + 1}</span>
                    </label>
                    {searched ? (
                      <SearchedRowSelect
                        cell={cell}
                        label={`${t(sub.label)} ${index + 1}`}
                        options={known(key)}
                        found={found?.[cell.name]}
                        source={optionsSource ? `${optionsSource}/${key}` : ""}
                        searchWithoutScript={searchWithoutScript && !sub.readonly && !sub.disable}
                      />
                    ) : (
                      <PlainRowSelect cell={cell} fixed={sub.options ?? []} options={known(key)} />
                    )}
                    <ErrorList id={cell.errorId} errors={cell.errors} />
                  </div>
                );
              })}
              <button
                {...form.remove.getButtonProps({ name: meta.name, index })}
                // Level with the selects, under their labels.
                className="btn-secondary px-3 py-2 text-red-700 sm:mt-[1.625rem]"
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

/** A row's select of a fixed list (a role) or a whole short one: all of it, in its own order. */
function PlainRowSelect({
  cell,
  fixed,
  options,
}: {
  cell: FieldMetadata<unknown>;
  fixed: readonly Option[];
  options: Option[];
}) {
  const { t } = useTranslation();
  const props = getSelectProps(cell);
  const invalid = Boolean(cell.errors?.length);
  return (
    <select
      {...props}
      key={props.key}
      className="input mt-0.5"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? cell.errorId : undefined}
    >
      <option value="">{t("list.choose")}</option>
      {fixed.map((option) => (
        <option key={option.value} value={option.value}>
          {t(option.label)}
        </option>
      ))}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A row's select over another entity. As served, a plain select of the row's choice and the first ten (each with what
 * tells it apart), and, once there are more, a search box whose button posts the form to its action (conform's validate
 * intent, named for this row): the form comes back with every row as typed and this row's select offering what was
 * found. Once JavaScript runs, the searchable picker, asking the options route as the user types.
 */
function SearchedRowSelect({
  cell,
  label,
  options,
  found,
  source,
  searchWithoutScript,
}: {
  cell: FieldMetadata<unknown>;
  /** The field's label with the row's number: what the search box and its button are named by. */
  label: string;
  options: Option[];
  found?: FoundOptions;
  source: string;
  searchWithoutScript: boolean;
}) {
  const { t } = useTranslation();
  const optionText = useOptionText();
  const hydrated = useHydrated();
  const props = getSelectProps(cell);
  const invalid = Boolean(cell.errors?.length);
  const describedBy = invalid ? cell.errorId : undefined;
  const value = cell.value ?? cell.initialValue;
  const chosen = typeof value === "string" && value !== "" ? [value] : [];
  // The row's own choice first (from whatever page it came), then what this row's search found, else the first page.
  const shown = shownOptions(chosen, [...options, ...(found?.options ?? [])], found);
  const plain = (
    <>
      <select
        {...props}
        key={props.key}
        className="input mt-0.5"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{t("list.choose")}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {optionText(option)}
          </option>
        ))}
      </select>
      {searchWithoutScript && (shown.length >= 10 || found) ? (
        <SearchWithoutScript id={cell.id} name={cell.name} label={label} found={found} />
      ) : null}
    </>
  );
  if (!hydrated || !source) return plain;
  return (
    <Suspense fallback={plain}>
      <ServerSelect
        // A reply (a refused save) starts the picker again from the values it sends back.
        key={props.key}
        id={cell.id}
        name={cell.name}
        label={label}
        source={source}
        initial={shownOptions(chosen, options)}
        defaultValue={chosen}
        invalid={invalid}
        describedBy={describedBy}
      />
    </Suspense>
  );
}
