// The event's products tab: the products on sale at the event, a select of the venue's other products to add one,
// and a one-click remove on each row. Both are plain form posts; with JavaScript they update the list in place.
import { useFetcher, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Option } from "~/resource/fields";
import { eventProducts } from "~/domains/products/products.resources";
import { EventTabList } from "./event-workspace";
import type { changeEventProducts, eventProductsTab } from "./event-products.server";
import type { Row } from "~/resource/resource.server";

function AddProduct({ addable }: { addable: Option[] }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof changeEventProducts>();
  const busy = fetcher.state !== "idle";
  const error = fetcher.data?.error;
  if (addable.length === 0) return <p className="mb-4 text-sm text-slate-600">{t("products.allAvailable")}</p>;
  return (
    <fetcher.Form method="post" action={`.${search}`} className="mb-4 flex flex-wrap items-end gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="add" />
      <div>
        <label htmlFor="add-product" className="label">
          {t("products.addToEvent")}
        </label>
        <select id="add-product" name="productId" className="input mt-1 min-w-64" required aria-invalid={error ? true : undefined} aria-describedby={error ? "add-product-error" : undefined} defaultValue="">
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
      {error ? (
        <p id="add-product-error" role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function RemoveProduct({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof changeEventProducts>();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`.${search}`} className="inline-flex items-center gap-2" preventScrollReset>
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="assignment" value={row._id} />
      <button type="submit" className="font-medium text-red-700 hover:underline disabled:opacity-60" disabled={busy} aria-label={t("products.removeNamed", { name: String(row.productName ?? "") })}>
        {busy ? t("reservations.working") : t("products.remove")}
      </button>
      {fetcher.data?.error ? (
        <span role="alert" className="text-xs text-red-700">
          {fetcher.data.error}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

export function EventProductsTab() {
  const { addable } = useLoaderData<typeof eventProductsTab>();
  return <EventTabList resource={eventProducts} tab="products" before={<AddProduct addable={addable} />} rowExtras={(row) => <RemoveProduct row={row} />} />;
}
