// The galley tab (spec section 3): the night's stock per product with the latest entries of the galley log, and the
// stock movement of one product. A movement is written as a galley log entry, which the upstream applies to the stock;
// the action checks it first with the rules of galley.ts so a refusal lands next to the field with what was typed.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { galleyLogColumns, galleyMovementFields, galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { notFound } from "~/core/auth/auth.server";
import {
  eventTab,
  eventTabForWrite,
  tabRecord,
  tabSave,
  type TabContext,
} from "~/domains/events/event-workspace.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { initialValuesOf } from "~/resource/field-values";
import { schemaOf } from "~/resource/field-schema";
import {
  applyGalleyMovement,
  byWhatIsLeft,
  galleyLeft,
  galleyMovements,
  galleyUndoOf,
  stockLevel,
  type GalleyMovement,
  type StockLevel,
} from "./galley";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure, findRecord, guardedDelete, listPath, scopeQuery } from "~/resource/resource.server";
import { writableActions } from "~/resource/write-access";
import { optionalNumber, optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { readForm } from "~/core/http/request-body.server";

/** One product's stock of an event (spec section 3), as its dialog and the movement's rules read it. */
const galleySchema = upstreamRecord({
  productName: optionalText,
  eventId: optionalText,
  quantity: optionalNumber,
  totOrdered: optionalNumber,
  finalQuantity: optionalNumber,
});
export type GalleyRow = z.output<typeof galleySchema>;
export type GalleyLogEntry = Record<string, unknown> & { _id: string };

/** How many of the log's newest entries the tab shows. */
const galleyLogSize = 15;

/** The most products one night's galley lists at once: every one of them, sorted by what is left. */
const galleyStockLimit = 500;

/** A product's card: its stock, what is left and how that stands. */
export type GalleyCard = GalleyRow & { left: number; level: StockLevel };

/**
 * The galley tab: the night's whole stock (a search by product name narrows it), fewest left first, so what runs out
 * is on top; and the newest entries of the log.
 */
export async function galleyTab(args: LoaderFunctionArgs) {
  const context = await eventTab(args, "galley");
  const q = (new URL(args.request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const { api } = context.signed;
  const [stock, log] = await Promise.all([
    api.listAs(galleySchema, "/galleys", {
      ...scopeQuery(galleys, context.signed, context.scope),
      ...(q ? { q } : {}),
      sort: "productName",
      limit: galleyStockLimit,
    }),
    api.list<GalleyLogEntry>("/galley-logs", {
      eventId: context.eventId,
      sort: "-createdAt",
      limit: galleyLogSize,
      page: 1,
    }),
  ]);
  const cards: GalleyCard[] = byWhatIsLeft(stock.items).map((row) => ({
    ...row,
    left: galleyLeft(row),
    level: stockLevel(row),
  }));
  return json({
    q,
    cards,
    base: context.base,
    writable: writableActions(galleys, context.signed),
    log: { entries: log.items, total: log.total, columns: galleyLogColumns },
  });
}

function recordIdOf(params: LoaderFunctionArgs["params"]): string {
  if (!params.recordId) throw notFound();
  return params.recordId;
}

/** One product's stock of this event: another event's (or a missing) row is not-found. */
function readGalley(context: TabContext, id: string): Promise<GalleyRow> {
  return findRecord(galleys, context.signed, id, context, galleySchema);
}

/**
 * A product's stock dialog. A card's quick movement without JavaScript comes here with it in the URL (`movement`,
 * `amount`): the dialog then shows it filled in, with the stock it would leave, to be confirmed before it is made.
 */
export async function galleyStock(args: LoaderFunctionArgs) {
  const context = await eventTabForWrite(args, "galley");
  const galley = await readGalley(context, recordIdOf(args.params));
  const params = new URL(args.request.url).searchParams;
  const movement = params.get("movement") ?? "";
  const amount = (params.get("amount") ?? "").trim().slice(0, 12);
  const asked = (galleyMovements as readonly string[]).includes(movement) ? (movement as GalleyMovement) : null;
  const outcome = asked && /^\d+$/.test(amount) ? applyGalleyMovement(galley, asked, Number(amount)) : null;
  return json({
    galley: { ...galley, left: galleyLeft(galley) },
    values: asked ? { movement: asked, amount } : initialValuesOf(galleyMovementFields, null),
    confirm: asked && outcome?.ok ? { movement: asked, amount: Number(amount), quantity: outcome.quantity } : null,
    base: context.base,
  });
}

/**
 * What a movement answers the tab's script (which asked for it with `undoable`): the movement made, and the one that
 * takes it back (posted to this same action and checked like any other). A form post gets the notice instead.
 */
export type GalleyMovementDone = {
  done: GalleyMovement;
  id: string;
  product: string;
  amount: number;
  undo: { movement: GalleyMovement; amount: number } | null;
};

export async function saveGalleyStock(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "galley");
  const id = recordIdOf(args.params);
  const form = await readForm(args.request);
  const submission = parseWithZod(form, { schema: schemaOf(galleyMovementFields) });
  let galley: GalleyRow;
  try {
    // The stock must be this event's, of the user's venue, before the movement is even judged.
    galley = await readGalley(context, id);
  } catch (error) {
    const { message, status } = await actionFailure(args.request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const movement = String(submission.value.movement) as GalleyMovement;
  const amount = Number(submission.value.amount);
  try {
    const result = applyGalleyMovement(galley, movement, amount);
    if (!result.ok)
      return json(
        submission.reply({ fieldErrors: { amount: [`night.galley.errors.${result.error}|${result.limit}`] } }),
        { status: 400 },
      );
    await context.signed.api.post("/galley-logs", { galleyId: id, action: movement, quantity: amount });
    if (form.get("undoable") === "1")
      return json({
        done: movement,
        id,
        product: String(galley.productName ?? ""),
        amount,
        undo: galleyUndoOf(galley, movement, amount),
      } satisfies GalleyMovementDone);
    return redirectWithNotice(backToList(args.request, context), {
      type: "positive",
      key: `night.galley.done.${movement}`,
      values: { product: String(galley.productName ?? ""), amount: String(amount) },
    });
  } catch (error) {
    const { message, status } = await actionFailure(args.request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
}

/** The list as it was, without the movement a card's no-JavaScript load put in the stock page's URL. */
function backToList(request: Request, context: TabContext): string {
  const url = new URL(listPath(galleys, request, context), "http://list");
  url.searchParams.delete("movement");
  url.searchParams.delete("amount");
  return `${url.pathname}${url.search}`;
}

/** The add-a-product form lives at `galley/new`: the engine reads the record id from the URL's `recordId`. */
function asNew<T extends LoaderFunctionArgs>(args: T): T {
  return { ...args, params: { ...args.params, recordId: "new" } };
}

export function galleyProductForm(args: LoaderFunctionArgs) {
  return tabRecord(galleys, "galley", asNew(args));
}

/** Adds one of the venue's products to the night's stock, once: a product already there is refused by its field. */
export function addGalleyProduct(args: ActionFunctionArgs) {
  return tabSave(galleys, "galley", asNew(args), {
    check: async (payload, _id, signed) => {
      const { total } = await signed.api.list("/galleys", {
        eventId: String(payload.eventId ?? ""),
        productId: String(payload.productId ?? ""),
        limit: 1,
      });
      return total > 0 ? { productId: ["night.galley.errors.alreadyStocked"] } : null;
    },
  });
}

export function galleyRemovePage(args: LoaderFunctionArgs) {
  return tabRecord(galleys, "galley", args, "delete");
}

/**
 * Takes a product out of the night's stock: only while nothing of it was ordered (its orders need the row), checked
 * here before the upstream is asked, which refuses it too and logs the removal.
 */
export async function removeGalleyProduct(args: ActionFunctionArgs) {
  const context = await eventTabForWrite(args, "galley");
  const { t } = await getTranslator(args.request);
  return guardedDelete(galleys, args.request, context, {
    read: () => readGalley(context, recordIdOf(args.params)),
    refusal: (galley) =>
      (galley.totOrdered ?? 0) > 0 ? t("night.galley.errors.hasOrders", { count: galley.totOrdered ?? 0 }) : null,
    notice: (galley) => ({
      type: "positive",
      key: "night.galley.removed",
      values: { product: String(galley.productName ?? "") },
    }),
  });
}
