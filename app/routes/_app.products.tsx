import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { ArrowDownIcon, ArrowUpIcon } from "@heroicons/react/20/solid";
import { useTranslation } from "react-i18next";
import type { ListState } from "~/lib/list-query";
import { moveProduct } from "~/lib/products.server";
import { resourceList } from "~/lib/resource.server";
import { products } from "~/resources/products";
import { ResourceListPage, resourceMeta } from "~/ui/resource-pages";

export const loader = (args: LoaderFunctionArgs) => resourceList(products, args);
export const action = (args: ActionFunctionArgs) => moveProduct(args);
export const meta = resourceMeta;

export default function ProductsList() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { state } = useLoaderData<{ state: ListState }>();
  // Moving up or down means something only in the venue's own order.
  const ordered = state.sort === products.list.defaultSort;
  return (
    <ResourceListPage
      resource={products}
      before={
        <p className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/product-categories" className="font-medium text-brand-700 hover:underline">
            {t("products.categoriesLink")}
          </Link>
          <Link to="/assign-products" className="font-medium text-brand-700 hover:underline">
            {t("products.assignLink")}
          </Link>
        </p>
      }
      rowExtras={
        ordered
          ? (row) => (
              <Form method="post" action={`.${search}`} className="inline-flex gap-1" preventScrollReset>
                <input type="hidden" name="product" value={row._id} />
                <button type="submit" name="direction" value="up" className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("products.moveUp", { name: String(row.name ?? "") })}>
                  <ArrowUpIcon className="h-4 w-4" aria-hidden="true" />
                </button>
                <button type="submit" name="direction" value="down" className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label={t("products.moveDown", { name: String(row.name ?? "") })}>
                  <ArrowDownIcon className="h-4 w-4" aria-hidden="true" />
                </button>
              </Form>
            )
          : undefined
      }
    />
  );
}
