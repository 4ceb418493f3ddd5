import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { resourceList } from "~/resource/resource.server";
import { productTemplates } from "~/domains/products/products.resources";
import { deleteOffer, ResourceListPage, resourceMeta } from "~/resource/table-kit";

export const loader = (args: LoaderFunctionArgs) => resourceList(productTemplates, args);
export const meta = resourceMeta;
export default function ProductTemplatesList() {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      resource={productTemplates}
      bulk={deleteOffer(productTemplates)}
      before={
        <p className="mb-4 text-sm">
          <Link to="/assign-products" className="font-medium text-brand-700 hover:underline">
            {t("products.assignLink")}
          </Link>
        </p>
      }
    />
  );
}
