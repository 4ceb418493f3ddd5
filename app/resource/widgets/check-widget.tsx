// A toggle or a checkbox: the box first, its label beside it.
import { getInputProps } from "@conform-to/react";
import { ErrorList } from "~/ui/forms/forms";
import type { WidgetProps } from "./widget-frame";

export function CheckWidget({ field, meta, common, span, label }: WidgetProps) {
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
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
    </div>
  );
}
