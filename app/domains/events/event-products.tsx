// The event's products tab: the products on sale at the event, a select of the venue's other products to add one,
// and a one-click remove on each row. Both are plain form posts; with JavaScript they update the list in place.
import { getFormProps, getSelectProps } from "@conform-to/react";
import { useActionData, useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Option } from "~/resource/fields";
import { addEventProductFields, eventProducts } from "~/domains/products/products.resources";
import type { changeEventProducts, eventProductsTab } from "./event-products.server";
import { useFieldForm } from "~/resource/field-form";
import { ErrorList } from "~/ui/forms/forms";
import { EventTabList } from "./event-tab-list";
import type { Row } from "~/resource/resource.server";

function AddProduct({ addable }: { addable: Option[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof changeEventProducts>();
  // Without JavaScript the post is the page's own: its refusal comes back as the action's data.
  const posted = useActionData<typeof changeEventProducts>();
  const lastResult = fetcher.data ?? (posted?.initialValue?.intent === "add" ? posted : undefined);
  const [form, fields] = useFieldForm({ id: "add-product", fields: addEventProductFields, lastResult });
  const busy = fetcher.state !== "idle";
  const product = fields.productId;
  if (addable.length === 0) return <p className="mb-4 text-sm text-slate-600">{t("products.allAvailable")}</p>;
  const { key, ...selectProps } = getSelectProps(product);
  return (
    <fetcher.Form
      method="post"
      action={`.${search}`}
      className="mb-4 flex flex-wrap items-end gap-2"
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="add" />
      <div>
        <label htmlFor={product.id} className="label">
          {t("products.addToEvent")}
        </label>
        <select {...selectProps} key={key} className="input mt-1 min-w-64">
          <option value="">{t("list.choose")}</option>
          {addable.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? t("reservations.working") : t("products.add")}
      </button>
      <div className="w-full">
        <ErrorList id={product.errorId} errors={product.errors} />
        {form.errors?.length ? (
          <p id={form.errorId} role="alert" className="text-sm text-red-700">
            {form.errors.join(" ")}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

function RemoveProduct({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof changeEventProducts>();
  const refusal = fetcher.data?.error?.[""];
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`.${search}`} className="inline-flex items-center gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="assignment" value={row._id} />
      <button
        type="submit"
        className="font-medium text-red-700 hover:underline disabled:opacity-60"
        disabled={busy}
        aria-label={t("products.removeNamed", { name: String(row.productName ?? "") })}
      >
        {busy ? t("reservations.working") : t("products.remove")}
      </button>
      {refusal?.length ? (
        <span role="alert" className="text-xs text-red-700">
          {refusal.join(" ")}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function EventProductsTab() {
  const { addable } = useLoaderData<typeof eventProductsTab>();
  return (
    <EventTabList
      resource={eventProducts}
      tab="products"
      before={<AddProduct addable={addable} />}
      rowExtras={(row) => <RemoveProduct row={row} />}
    />
  );
}
