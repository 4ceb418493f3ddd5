// The widget of a rows field: a list of small records, edited in place.
import { getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import type { FieldFormShape as FormShape, useFieldForm } from "~/resource/field-form";
import type { FieldDefinition, Option } from "~/resource/fields";
import { ErrorList } from "~/ui/forms/forms";

/**
 * A list of small records (spec section 3: a user's collaborating venues, each a venue and a role): one line of selects
 * per row, a button to add a row and one to remove each. The buttons are conform intents, so without JavaScript they
 * go through the action and come back with everything typed.
 */
export function RowsWidget({
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
