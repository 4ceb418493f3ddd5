// The widget of one field of the generic form, chosen by the field's kind from a table: what every kind shares (the
// attributes of its control, its width, its label) is worked out here once.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldComponent } from "~/resource/fields";
import { CheckWidget } from "./check-widget";
import { SelectWidget } from "./select-widget";
import { DateWidget, InputWidget, TextareaWidget } from "./text-widgets";
import { UploadWidget } from "./upload-widget";
import { hasRequiredRule, type FieldWidgetProps, type WidgetProps } from "./widget-frame";

/** Each kind's widget; any other kind (a line of text, a date and time) is a text input. */
const widgets: Partial<Record<FieldComponent, (props: WidgetProps) => ReactNode>> = {
  toggle: CheckWidget,
  checkbox: CheckWidget,
  textarea: TextareaWidget,
  upload: UploadWidget,
  select: SelectWidget,
  date: DateWidget,
};

export function FieldWidget(props: FieldWidgetProps) {
  const { t } = useTranslation();
  const { field, meta, first, hint } = props;
  const invalid = Boolean(meta.errors?.length);
  const common = {
    "aria-invalid": invalid || undefined,
    // Announced as "required" instead of reading out the visual asterisk.
    "aria-required": hasRequiredRule(field) || undefined,
    "aria-describedby":
      [invalid ? meta.errorId : null, hint ? `${meta.id}-hint` : null].filter(Boolean).join(" ") || undefined,
    readOnly: field.readonly,
    disabled: field.disable,
    // The modal dialog puts focus here first (Headless UI reads data-autofocus).
    "data-autofocus": first || undefined,
  };
  const span = field.class === "full" || field.component === "textarea" ? "sm:col-span-2" : "";
  const Widget = widgets[field.component] ?? InputWidget;
  return <Widget {...props} common={common} span={span} label={t(field.label)} invalid={invalid} />;
}
