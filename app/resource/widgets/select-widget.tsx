// A select: fixed options, or options over another entity. As served, a plain select or checkboxes (with a search
// button over an entity, decision 034); once JavaScript runs, the searchable picker, with chips for several choices.
import { getSelectProps } from "@conform-to/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { CheckboxChoices, SearchWithoutScript, shownOptions, useOptionText } from "~/resource/picker-fallback";
import { ErrorList } from "~/ui/forms/forms";
import { useHydrated } from "~/ui/shell-kit";
import { FieldFrame, FieldHint, type WidgetProps } from "./widget-frame";

// The combobox (and the component library under it) is fetched only when a form with such a select is on screen.
const ServerSelect = lazy(() => import("~/ui/forms/server-select"));

export function SelectWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const optionText = useOptionText();
  const hydrated = useHydrated();
  const { field, meta, first, options, found, searchWithoutScript, optionsSource, hint, common, span, label, invalid } =
    props;
  const select = getSelectProps(meta);
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
  const search = searchable ? <SearchWithoutScript id={meta.id} name={meta.name} label={label} found={found} /> : null;
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
      <select {...select} {...common} key={select.key} className="input mt-1">
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
        <FieldHint id={meta.id} hint={hint} />
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </fieldset>
    );
  }
  return (
    <FieldFrame {...props}>
      {picker ? (
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
      )}
    </FieldFrame>
  );
}

/** A select's chosen values as conform holds them: one string, several, or none. */
function valuesOf(value: unknown): string[] {
  return ([] as unknown[]).concat(value ?? []).filter((one): one is string => typeof one === "string" && one !== "");
}
