// The products screens' server side: saving a product or a template completes it with the rules of
// product-credits.ts (IVA default, suggested credits) and posts a new product under its type; products are moved up
// or down the venue's order; an assignment of a product to a minor is refused when the product is alcoholic.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { moveControls, readControls } from "~/core/http/form-controls.server";
import { assignProducts, assignTarget, products, productTemplates } from "~/domains/products/products.resources";
import { venueToday, mayReceive } from "./alcohol-age";
import { requireAccess, type Signed } from "~/core/auth/auth.server";
import type { FormValues } from "~/resource/fields";
import { moveInOrder } from "~/core/lists/hierarchy-order.server";
import { completeProduct, type ProductKind } from "./product-credits";
import { resourceSave, scopeQuery } from "~/resource/resource.server";
import type { ResourceDefinition } from "~/resource/definition";
import { readForm } from "~/core/http/request-body.server";
import { UpstreamError } from "~/core/upstream/upstream.server";

type Product = { _id: string; name?: string; alcohol?: boolean; hierarchyOrder?: number };

/** The venue's products in their order (the one the list shows by default). */
function venueProducts(signed: Signed) {
  return signed.api.list<Product>("/products", {
    ...scopeQuery(products, signed),
    sort: "hierarchyOrder,createdAt",
    limit: 1000,
  });
}

/**
 * Saves a product, or a promo (a product of a promo category, /promos): completed by the rules of product-credits.ts
 * and posted under its type; a new one without an order goes last among its venue's products.
 */
export async function productSave(args: ActionFunctionArgs, resource: ResourceDefinition = products) {
  const signed = await requireAccess(args.request, resource.section);
  const creating = (args.params.id ?? "new") === "new";
  return resourceSave(resource, args, {
    signed,
    prepare: async (payload) => {
      const complete = completeProduct(payload, true);
      if (creating && (complete.hierarchyOrder === null || complete.hierarchyOrder === undefined)) {
        const venue = payload.discoId ? { discoId: String(payload.discoId) } : scopeQuery(resource, signed);
        complete.hierarchyOrder = (await signed.api.list("/products", { ...venue, limit: 1 })).total;
      }
      return complete;
    },
    createPath: (payload) => `/products/${payload.type as ProductKind}`,
  });
}

export function templateSave(args: ActionFunctionArgs) {
  return resourceSave(productTemplates, args, { prepare: (payload) => completeProduct(payload, false) });
}

/** Moves a product one place up or down the venue's order; the products are then numbered 0, 1, 2… */
export async function moveProduct(args: ActionFunctionArgs) {
  const signed = await requireAccess(args.request, products.section);
  const { product: id = "", direction = "down" } =
    readControls(await readForm(args.request), { product: z.string().optional(), ...moveControls }) ?? {};
  // Only a product of the user's venue moves; any other id is not-found.
  return moveInOrder(signed.api, {
    endpoint: "products",
    read: async () => (await venueProducts(signed)).items,
    id,
    direction,
    back: `/products${new URL(args.request.url).search}`,
  });
}

/** Field errors of an assignment that the form alone cannot see: one item, not two; no alcohol for a minor. */
async function assignmentProblems(signed: Signed, payload: FormValues): Promise<Record<string, string[]> | null> {
  if (payload.productId && payload.productTemplateId) return { productTemplateId: ["products.productOrTemplate"] };
  if (!payload.userId) return null;
  // Read within the user's reach, like every record named in a form: another venue's product is no choice at all.
  let item: Product;
  try {
    item = payload.productId
      ? await signed.api.get<Product>(
          `/products/${encodeURIComponent(String(payload.productId))}`,
          scopeQuery(products, signed),
        )
      : await signed.api.get<Product>(`/product-templates/${encodeURIComponent(String(payload.productTemplateId))}`);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not-found")
      return { [payload.productId ? "productId" : "productTemplateId"]: ["validation.notAnOption"] };
    throw error;
  }
  if (item.alcohol !== true) return null;
  const person = await signed.api.get<{ birthDate?: string }>(`/users/${encodeURIComponent(String(payload.userId))}`);
  return mayReceive(item, person, venueToday()) ? null : { userId: ["products.minorAlcohol"] };
}

export async function assignmentSave(args: ActionFunctionArgs) {
  const signed = await requireAccess(args.request, assignProducts.section);
  return resourceSave(assignProducts, args, {
    signed,
    prepare: (payload) => ({ ...payload, target: assignTarget(payload) }),
    check: (payload) => assignmentProblems(signed, payload),
  });
}
