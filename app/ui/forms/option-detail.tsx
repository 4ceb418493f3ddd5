// An option's second line: what tells it apart from others of the same name (a list's event and promoter, a
// product's category and stock). Its parts come from the server as text or translation keys (core/lists/option.ts).
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { Option } from "~/core/lists/option";

export function optionDetailText(t: TFunction<"common"> | TFunction, option: Option): string {
  return (option.detail ?? [])
    .map((part) => (typeof part === "string" ? part : String(t(part.key, { value: part.value }))))
    .filter(Boolean)
    .join(" · ");
}

export function OptionDetailLine({ option }: { option: Option }) {
  const { t } = useTranslation();
  const text = optionDetailText(t, option);
  return text ? <span className="block text-xs text-slate-500">{text}</span> : null;
}
