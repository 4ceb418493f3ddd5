// The event's products tab (spec section 2, "available products"): the venue's products on sale at the event are
// its assignments to the event. The venue adds one of its products not yet there, or takes one away, in one post. The
// catalogue is the user's own venue's: a format running a night at a club lists, adds and removes its own products
// there, never the club's (decisions 029 and 047); an admin works the event's club's.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addEventProductFields, eventProducts } from "~/domains/products/products.resources";
import { schemaOf } from "~/resource/field-schema";
import { alreadyAtEvent, productSearchButton, productSearchField } from "./add-product";
import { eventTabForWrite, type TabWrite } from "./event-workspace.server";
import type { FoundOptions, Option, OptionsFrom } from "~/resource/fields";
import { productDetail } from "~/resource/options";
import { listFilterOptions, searchedChoicesJson } from "~/resource/select-options.server";
import { notFound, type Signed } from "~/core/auth/auth.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure, findRecord, resourceListData } from "~/resource/resource.server";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { noEvent, reachedVenue } from "~/core/access/row-scope";
import { readForm } from "~/core/http/request-body.server";

/** A product made available at an event (an assignment), and a venue's product, as this tab reads them. */
const assignmentSchema = upstreamRecord({ productId: optionalText, productName: optionalText });
const productSchema = upstreamRecord({ name: optionalText, status: optionalText });

/** An event's assignments, and a format's own catalogue (which scopes the assignments it sees): read whole. */
const allRows = 1000;

function assignedAt(signed: Signed, eventId: string) {
  return signed.api.listAs(assignmentSchema, "/assign-products", { ...eventProducts.scope, eventId, limit: allRows });
}

/** The venue whose catalogue the tab works: the user's own, or for an admin the club hosting the event. */
function catalogueVenue(signed: Signed, event: { discoId?: string | null }): string | undefined {
  return reachedVenue(signed) ?? event.discoId ?? undefined;
}

/**
 * The assignments this user sees and removes: the event's, and for a format only those of its own products (the
 * club's own products at the same night are the club's business).
 */
function assignmentScope(signed: Signed, eventId: string, ownProducts: readonly { _id: string }[]) {
  if (signed.user.role !== "format") return { eventId };
  return { eventId, productId: [...ownProducts.map((product) => product._id), noEvent].join(",") };
}

function catalogueOf(signed: Signed, venue: string | undefined) {
  return venue
    ? signed.api.listAs(productSchema, "/products", { discoId: venue, sort: "name", limit: allRows })
    : Promise.resolve({ items: [], total: 0 });
}

/**
 * The products the "add" picker offers: the catalogue's enabled ones (spec section 7: ten a page, searched on the
 * server), each with its category and stock. No upstream filter leaves out those already at the event, so they are
 * offered marked as such (adding one again changes nothing) rather than breaking the pages' count.
 */
function addableFrom(venue: string | undefined): OptionsFrom | null {
  return venue
    ? {
        endpoint: "products",
        optionLabel: "name",
        query: { discoId: venue, status: "enabled" },
        detail: productDetail,
      }
    : null;
}

/** Marks, on one page of options, the products already available at the event (one read of exactly those ids). */
async function markTaken(signed: Signed, eventId: string, options: Option[]): Promise<Option[]> {
  if (options.length === 0) return options;
  const ids = options.map((option) => option.value);
  const { items } = await signed.api.listAs(assignmentSchema, "/assign-products", {
    ...eventProducts.scope,
    eventId,
    productId: ids.join(","),
    limit: ids.length,
  });
  const taken = new Set(items.map((assignment) => assignment.productId));
  return options.map((option) =>
    taken.has(option.value) ? { ...option, detail: [{ key: alreadyAtEvent }, ...(option.detail ?? [])] } : option,
  );
}

/** The picker's options as drawn: the chosen product (within the catalogue) and a page of ten matching `q`. */
async function addableProducts(context: TabWrite, q: string, chosen?: string): Promise<FoundOptions> {
  const from = addableFrom(catalogueVenue(context.signed, context.event));
  if (!from) return { q, page: 1, options: [], more: false };
  const found = await listFilterOptions(context.signed, from, chosen || undefined, q);
  return { ...found, options: await markTaken(context.signed, context.eventId, found.options) };
}

/** `/events/{id}/products/options`: what the "add" picker finds as the user types (q, page), marked like the page's. */
export async function searchAddableProducts(args: LoaderFunctionArgs) {
  const context = await eventTabForWrite(args, "products");
  const from = addableFrom(catalogueVenue(context.signed, context.event));
  if (!from) throw notFound();
  const answer = (await (await searchedChoicesJson(context.signed, from, args.request)).json()) as {
    options: Option[];
    hasMore: boolean;
  };
  const options = await markTaken(context.signed, context.eventId, answer.options);
  return json({ ...answer, options }, { headers: { "Cache-Control": "private, max-age=30" } });
}

/** The list, and the first page of the venue's products to add. */
export async function eventProductsTab(args: LoaderFunctionArgs) {
  const context = await eventTabForWrite(args, "products");
  // Only a format's catalogue scopes the list (its own products' assignments): no one else's is read whole.
  const catalogue =
    context.signed.user.role === "format"
      ? await catalogueOf(context.signed, catalogueVenue(context.signed, context.event))
      : { items: [] };
  const [list, addable] = await Promise.all([
    resourceListData(eventProducts, args, {
      ...context,
      scope: assignmentScope(context.signed, context.eventId, catalogue.items),
    }),
    addableProducts(context, ""),
  ]);
  return json({ ...list, addable });
}

/** Which change a post asks for: a removal names the assignment; a search (without JavaScript) finds products to add;
 * anything else is an addition. */
const changeSchema = z.object({ intent: z.enum(["add", "remove"]).catch("add"), assignment: z.string().default("") });

/** Adds a product to the event (`intent=add`, `productId`) or removes an assignment (`intent=remove`, `assignment`). */
export async function changeEventProducts(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "products");
  const form = await readForm(args.request);
  const back = `${context.base}${new URL(args.request.url).search}`;
  if (form.has(productSearchButton)) {
    // The form comes back as it was, its select offering what the search found (the chosen product kept).
    const chosen = String(form.get("productId") ?? "");
    const search = await addableProducts(context, String(form.get(productSearchField) ?? "").trim(), chosen);
    return json({ search, chosen });
  }
  const change = parseWithZod(form, { schema: changeSchema });
  if (change.status === "success" && change.value.intent === "remove") {
    const id = change.value.assignment;
    try {
      // Only an assignment of this event is taken away, and a format's only of its own products.
      const catalogue =
        context.signed.user.role === "format"
          ? (await catalogueOf(context.signed, catalogueVenue(context.signed, context.event))).items
          : [];
      const assignment = await findRecord(
        eventProducts,
        context.signed,
        id,
        { scope: assignmentScope(context.signed, context.eventId, catalogue) },
        assignmentSchema,
      );
      await context.signed.api.remove(`/assign-products/${encodeURIComponent(id)}`);
      return redirectWithNotice(back, {
        type: "positive",
        key: "products.removedFromEvent",
        values: { name: String(assignment.productName ?? "") },
      });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const { message, status } = await actionFailure(args.request, error);
      return json(change.reply({ formErrors: [message] }), { status });
    }
  }
  const submission = parseWithZod(form, { schema: schemaOf(addEventProductFields) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const productId = String(submission.value.productId);
  try {
    // A product of the user's own catalogue only (an admin's: the club's), enabled, read through its reach: any other
    // id (another venue's, or none) is refused next to the picker and nothing is written.
    const venue = catalogueVenue(context.signed, context.event);
    const [found, assigned] = await Promise.all([
      venue
        ? context.signed.api.listAs(productSchema, "/products", {
            discoId: venue,
            status: "enabled",
            _id: productId,
            limit: 1,
          })
        : { items: [] },
      assignedAt(context.signed, context.eventId),
    ]);
    const product = found.items.find((item) => item._id === productId);
    if (!product) {
      return json(submission.reply({ fieldErrors: { productId: ["validation.notAnOption"] } }), { status: 400 });
    }
    if (!assigned.items.some((assignment) => assignment.productId === productId)) {
      await context.signed.api.post("/assign-products", {
        productId,
        eventId: context.eventId,
        discoId: context.event.discoId,
        ...eventProducts.scope,
      });
    }
    return redirectWithNotice(back, {
      type: "positive",
      key: "products.addedToEvent",
      values: { name: product.name ?? "" },
    });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(args.request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
}
