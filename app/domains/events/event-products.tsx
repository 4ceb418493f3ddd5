// The event's products tab: the products on sale at the event, a select of the venue's other products to add one,
// and a one-click remove on each row. Both are plain form posts; with JavaScript they update the list in place.
import { getFormProps } from "@conform-to/react";
import { useActionData, useFetcher, useLoaderData, useLocation, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { FoundOptions, OptionDetail } from "~/core/lists/option";
import { SearchedSelect } from "~/ui/forms/searched-select";
import { addEventProductFields, eventProducts } from "~/domains/products/products.resources";
import type { changeEventProducts, eventProductsTab } from "./event-products.server";
import { alreadyAtEvent, productSearchButton, productSearchField } from "./add-product";
import { useFieldForm } from "~/resource/field-form";
import { ErrorList } from "~/ui/forms/forms";
import { EventTabList } from "./event-tab-list";
import type { Row } from "~/resource/resource.server";

function AddProduct({ addable }: { addable: FoundOptions }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { id: eventId } = useParams();
  const fetcher = useFetcher<typeof changeEventProducts>();
  // Without JavaScript the post is the page's own: its refusal, or its search, comes back as the action's data.
  const posted = useActionData<typeof changeEventProducts>();
  const searched = posted && "search" in posted ? posted : undefined;
  const refused = (answer: typeof posted | typeof fetcher.data) =>
    answer && !("search" in answer) ? answer : undefined;
  const lastResult =
    refused(fetcher.data) ?? (refused(posted)?.initialValue?.intent === "add" ? refused(posted) : undefined);
  const [form, fields] = useFieldForm({ id: "add-product", fields: addEventProductFields, lastResult });
  const busy = fetcher.state !== "idle";
  const product = fields.productId;
  const found = searched?.search ?? addable;
  // Nothing left to add: the catalogue's first page holds only products already at the event, and no more.
  const allThere = !searched && !found.more && found.options.every((option) => option.detail?.some(isAlreadyThere));
  if (allThere) return <p className="mb-4 text-sm text-slate-600">{t("products.allAvailable")}</p>;
  const chosen = searched?.chosen ?? String(lastResult?.initialValue?.productId ?? "");
  return (
    <fetcher.Form
      method="post"
      action={`.${search}`}
      className="mb-4 flex flex-wrap items-end gap-2"
      preventScrollReset
      {...getFormProps(form)}
    >
      <input type="hidden" name="intent" value="add" />
      <div className="w-80 max-w-full">
        <label htmlFor={product.id} className="label">
          {t("products.addToEvent")}
        </label>
        <SearchedSelect
          id={product.id}
          name={product.name}
          label={t("products.addToEvent")}
          source={`/events/${eventId}/products/options`}
          found={found}
          value={chosen}
          searchName={productSearchField}
          searchButton={{ name: productSearchButton, value: "1" }}
          invalid={Boolean(product.errors?.length)}
          describedBy={product.errors?.length ? product.errorId : undefined}
        />
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

function isAlreadyThere(part: OptionDetail): boolean {
  return typeof part !== "string" && part.key === alreadyAtEvent;
}

function RemoveProduct({ row }: { row: Row }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<typeof changeEventProducts>();
  const refusal = fetcher.data && "error" in fetcher.data ? fetcher.data.error?.[""] : undefined;
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
