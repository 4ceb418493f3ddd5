// The fields typed as text: a line (a number, an e-mail, a password, a date and time), a paragraph, a day.
import { getInputProps, getTextareaProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { DateField } from "~/ui/forms/date-field";
import { FieldFrame, type WidgetProps } from "./widget-frame";

export function InputWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, meta, common } = props;
  const type = field.type ?? "text";
  const input = getInputProps(meta, { type: type === "password" ? "password" : (type as "text") });
  return (
    <FieldFrame {...props}>
      <div className="relative">
        <input
          {...input}
          {...common}
          key={input.key}
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
    </FieldFrame>
  );
}

export function TextareaWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { field, meta, common } = props;
  const textarea = getTextareaProps(meta);
  return (
    <FieldFrame {...props}>
      <textarea
        {...textarea}
        {...common}
        key={textarea.key}
        rows={4}
        className="input mt-1"
        placeholder={field.placeholder ? t(field.placeholder) : undefined}
      />
    </FieldFrame>
  );
}

export function DateWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const input = getInputProps(props.meta, { type: "text" });
  return (
    <FieldFrame {...props}>
      <DateField inputProps={{ ...input, ...props.common, placeholder: t("fields.datePlaceholder") }} />
    </FieldFrame>
  );
}
