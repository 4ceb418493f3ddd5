// The event's products tab (spec section 2, "available products"): the venue's products on sale at the event are
// its assignments to the event. The venue adds one of its products not yet there, or takes one away, in one post. The
// catalogue is the user's own venue's: a format running a night at a club lists, adds and removes its own products
// there, never the club's (decisions 029 and 047); an admin works the event's club's.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addEventProductFields, eventProducts } from "~/domains/products/products.resources";
import { schemaOf } from "~/resource/field-schema";
import { eventTabForWrite } from "./event-workspace.server";
import type { Option } from "~/resource/fields";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure, findRecord, resourceListData } from "~/resource/resource.server";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import type { Signed } from "~/core/auth/auth.server";
import { noEvent, reachedVenue } from "~/core/access/row-scope";
import { readForm } from "~/core/http/request-body.server";

/** A product made available at an event (an assignment), and a venue's product, as this tab reads them. */
const assignmentSchema = upstreamRecord({ productId: optionalText, productName: optionalText });
const productSchema = upstreamRecord({ name: optionalText, status: optionalText });

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

/** The list, and the venue's products that may still be added (those not yet available at the event). */
export async function eventProductsTab(args: LoaderFunctionArgs) {
  const context = await eventTabForWrite(args, "products");
  const catalogue = await catalogueOf(context.signed, catalogueVenue(context.signed, context.event));
  const [list, assigned] = await Promise.all([
    resourceListData(eventProducts, args, {
      ...context,
      scope: assignmentScope(context.signed, context.eventId, catalogue.items),
    }),
    assignedAt(context.signed, context.eventId),
  ]);
  const venueProducts = { items: catalogue.items.filter((product) => product.status === "enabled") };
  const taken = new Set(assigned.items.map((assignment) => assignment.productId));
  const addable: Option[] = venueProducts.items
    .filter((product) => !taken.has(product._id))
    .map((product) => ({ value: product._id, label: product.name ?? "" }));
  return json({ ...list, addable });
}

/** Which change a post asks for: a removal names the assignment; anything else is an addition. */
const changeSchema = z.object({ intent: z.enum(["add", "remove"]).catch("add"), assignment: z.string().default("") });

/** Adds a product to the event (`intent=add`, `productId`) or removes an assignment (`intent=remove`, `assignment`). */
export async function changeEventProducts(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "products");
  const form = await readForm(args.request);
  const back = `${context.base}${new URL(args.request.url).search}`;
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
    const [product, assigned] = await Promise.all([
      // A product of the user's own catalogue only (an admin's: the club's), read through its reach.
      context.signed.api.getAs(
        productSchema,
        `/products/${encodeURIComponent(productId)}`,
        ((venue) => (venue ? { discoId: venue } : {}))(catalogueVenue(context.signed, context.event)),
      ),
      assignedAt(context.signed, context.eventId),
    ]);
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
