// Saved views (decision 024): the list's views menu, the page of one's views, and the dialogs that save, rename and
// delete one. A view is the list's URL state; opening it is opening that URL, so the list's loader applies the user's
// own scope to it whoever saved it. Only the owner changes a view: any other id answers not-found, nothing written.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { notFound, requireUser } from "~/core/auth/auth.server";
import { database, type BackOfficeDb } from "~/core/db/database.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { displayName } from "~/core/auth/user";
import { createView, deleteView, nameTaken, ownView, updateView, viewsFor } from "~/core/db/views-store.server";
import { viewReaderOf } from "~/core/lists/views.server";
import { isListPath, sharingOf, viewHref, viewQuery, type ViewReader } from "~/core/lists/views";
import { viewSchema } from "./view-schema";
import { readForm } from "~/core/http/request-body.server";

/** GET /views: the user's own views and those shared with them, across lists. */
export async function viewsPage({ request }: LoaderFunctionArgs) {
  const signed = await requireUser(request);
  const [views, { t }] = await Promise.all([viewsFor(await database(), viewReaderOf(signed)), getTranslator(request)]);
  return json({ views, userId: signed.user._id, title: t("views.title") });
}

/** What the save dialog saves: a list of the app and its params (the page left out). */
function viewTarget(source: URLSearchParams | FormData) {
  const list = String(source.get("list") ?? "");
  if (!isListPath(list)) throw notFound();
  return { list, query: viewQuery(String(source.get("query") ?? "")) };
}

/** GET /views/new?list=…&query=…: the save dialog of a list's current view. */
export async function newViewLoader({ request }: LoaderFunctionArgs) {
  const signed = await requireUser(request);
  return json({ ...viewTarget(new URL(request.url).searchParams), sharesWith: sharingOf(viewReaderOf(signed)) });
}

/**
 * The save and edit dialogs' fields, checked: the form's rules, a venue to share with, and a name the owner does not
 * already use on that list (`except`: the view being edited). Either the value or the answer that shows the errors.
 */
async function checkedView(form: FormData, reader: ViewReader, db: BackOfficeDb, list: string, except?: string) {
  const submission = parseWithZod(form, { schema: viewSchema });
  const refuse = (fieldErrors?: Record<string, string[]>) => ({
    refused: json(submission.reply(fieldErrors ? { fieldErrors } : undefined), { status: 400 }),
  });
  if (submission.status !== "success") return refuse();
  const { name, visibility } = submission.value;
  if (visibility === "shared" && !sharingOf(reader)) return refuse({ visibility: ["views.noVenueToShare"] });
  if (await nameTaken(db, { ownerId: reader.userId, list, name }, except)) return refuse({ name: ["views.nameTaken"] });
  return { value: { name, visibility } };
}

/** POST /views/new: saves the view and opens it. */
export async function newViewAction({ request }: ActionFunctionArgs) {
  const signed = await requireUser(request);
  const form = await readForm(request);
  const target = viewTarget(form);
  const reader = viewReaderOf(signed);
  const db = await database();
  const checked = await checkedView(form, reader, db, target.list);
  if ("refused" in checked) return checked.refused;
  const { name, visibility } = checked.value;
  await createView(db, {
    ...target,
    name,
    visibility,
    ownerId: reader.userId,
    ownerName: displayName(signed.user),
    venueId: reader.venueId,
  });
  return redirectWithNotice(viewHref(target), { type: "positive", key: "views.saved", values: { name } });
}

/** The view named in the URL, if it is the user's own; else not-found, before anything is read from the form. */
async function ownViewOf(request: Request, id: string | undefined) {
  const signed = await requireUser(request);
  const reader = viewReaderOf(signed);
  const db = await database();
  const view = id ? await ownView(db, reader, id) : null;
  if (!view) throw notFound();
  return { signed, reader, db, view };
}

/** GET /views/:id/edit and /views/:id/delete: the dialog of one of the user's views. */
export async function ownViewLoader({ request, params }: LoaderFunctionArgs) {
  const { view, reader } = await ownViewOf(request, params.id);
  return json({ view, sharesWith: sharingOf(reader) });
}

/** POST /views/:id/edit: renames the view, or changes who sees it. */
export async function editViewAction({ request, params }: ActionFunctionArgs) {
  const { view, reader, db } = await ownViewOf(request, params.id);
  const checked = await checkedView(await readForm(request), reader, db, view.list, view.id);
  if ("refused" in checked) return checked.refused;
  const { name, visibility } = checked.value;
  await updateView(db, reader.userId, view.id, { name, visibility });
  return redirectWithNotice("/views", { type: "positive", key: "views.renamed", values: { name } });
}

/** POST /views/:id/delete. */
export async function deleteViewAction({ request, params }: ActionFunctionArgs) {
  const { view, reader, db } = await ownViewOf(request, params.id);
  await deleteView(db, reader.userId, view.id);
  return redirectWithNotice("/views", { type: "positive", key: "views.deleted", values: { name: view.name } });
}
