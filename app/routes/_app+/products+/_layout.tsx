import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { MoveButtons } from "~/ui/lists/move-buttons";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { moveProduct } from "~/domains/products/products.server";
import { resourceList } from "~/resource/resource.server";
import { products } from "~/domains/products/products.resources";
import { ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(products, args);
export const action = (args: ActionFunctionArgs) => moveProduct(args);
export const meta = resourceMeta;

export default function ProductsList() {
  const { t } = useTranslation();
  const { state } = useLoaderData<typeof loader>();
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
              <MoveButtons
                name="product"
                id={row._id}
                upLabel={t("products.moveUp", { name: String(row.name ?? "") })}
                downLabel={t("products.moveDown", { name: String(row.name ?? "") })}
              />
            )
          : undefined
      }
    />
  );
}
