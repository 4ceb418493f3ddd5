// The support inbox (spec sections 3, 4 and 7): the chats a user reaches, newest first, with the unread ones marked; a
// chat's page, which marks it read (`PATCH /chats/{id}/read`) and answers it; a waiting connection taken or assigned
// (`POST /connections/{id} {employeeId}`); a new chat with an app user (`POST /chats {participantsIds}`). Every write
// first finds its chat within the user's reach (a venue's chats, all of them for an admin), else not-found and nothing
// is sent upstream.
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAccess, type Signed } from "~/core/auth/auth.server";
import { listViewsFor } from "~/core/lists/views.server";
import { readControls } from "~/core/http/form-controls.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { section } from "~/core/access/permissions";
import type { CollaboratorRole } from "~/core/access/roles";
import { venueRoles } from "~/core/access/row-scope";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { UpstreamError, type Query } from "~/core/upstream/upstream.server";
import { holdsNoFigure, probedRead, scopeProbeQuery } from "~/core/upstream/scope-probe.server";
import { displayName } from "~/core/auth/user";
import type { FieldDefinition } from "~/resource/fields";
import { schemaOf } from "~/resource/field-schema";
import {
  actionFailure,
  findInScope,
  scopeQuery,
  searchInForm,
  selectOptions,
  type Row,
} from "~/resource/resource.server";
import type { Option } from "~/core/lists/option";
import {
  assignFieldsOf,
  chatTitle,
  chatUsers,
  employeeOptions,
  mayReply,
  mayTake,
  newChatFields,
  replyFields,
  shownMessages,
  titleParties,
} from "./chats";
import { chats } from "./chats.resources";
import { readForm } from "~/core/http/request-body.server";

const party = z.object({ _id: z.string(), name: optionalText, surname: optionalText }).passthrough();

/** A chat as the inbox reads it (the mock upstream's README says which fields are assumed beyond section 3). */
const chatSchema = upstreamRecord({
  participantsIds: z.array(z.string()).catch([]),
  participants: z.array(party).catch([]),
  discoId: optionalText,
  discoName: optionalText,
  status: optionalText,
  employeeId: optionalText,
  employeeName: optionalText,
  lastMessage: z
    .object({ text: optionalText, senderId: optionalText, senderName: optionalText, createdAt: optionalText })
    .optional()
    .catch(undefined),
  updatedAt: optionalText,
});
type Chat = z.output<typeof chatSchema>;

const messageSchema = upstreamRecord({
  senderId: optionalText,
  senderName: optionalText,
  text: optionalText,
  createdAt: optionalText,
});

function chatPath(id: string, tail = ""): string {
  return `/${chats.endpoint}/${encodeURIComponent(id)}${tail}`;
}

/**
 * The chats this user has not read, within their reach (`GET /chats/toread` with the venue's filter). A failure counts
 * nothing: the marks and the badge are a help, never a reason for a page to fail.
 */
async function unreadChatIds(signed: Signed, scope: Query): Promise<Set<string>> {
  try {
    const ids = await signed.api.get<unknown>("/chats/toread", scope);
    return new Set(Array.isArray(ids) ? ids.map(String) : []);
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return new Set();
  }
}

/** How many unread ids the badge reads back through the chats' list to count only chats in reach (one call). */
const unreadCheckLimit = 100;

/**
 * How many chats this user has not read, within their reach, less the one being opened: the badge's figure. For anyone
 * but an admin the count is made of checked rows, never taken as answered: the ids `GET /chats/toread` gives are read
 * back through the checked list of chats (`_id` and the venue's filter; a row outside them is dropped), and only those
 * found count; beside it goes the contract probe of the call (decision 049: the same call for a scope no record has).
 * When the probe shows the upstream ignores the scope and there are more ids than one read checks, the count is
 * withheld (null: no badge) rather than a guess. A failure counts nothing (null), as before.
 */
export async function unreadChatCount(signed: Signed, scope: Query, opened?: string): Promise<number | null> {
  const admin = signed.user.role === "admin";
  const probeQuery = admin ? null : scopeProbeQuery(scope);
  try {
    const { value, honoured } = await probedRead({
      aggregate: "unread-chats",
      read: signed.api.get<unknown>("/chats/toread", scope),
      probe: probeQuery ? () => signed.api.get<unknown>("/chats/toread", probeQuery) : null,
      isEmpty: holdsNoFigure,
    });
    const ids = [...new Set((Array.isArray(value) ? value : []).map(String))].filter((id) => id !== opened);
    if (admin || ids.length === 0) return ids.length;
    if (!honoured && ids.length > unreadCheckLimit) return null;
    const checked = ids.slice(0, unreadCheckLimit);
    const { items } = await signed.api.list<{ _id: string }>(
      `/${chats.endpoint}`,
      { ...scope, _id: checked.join(","), limit: checked.length },
      { uncounted: true },
    );
    const found = new Set(items.map((chat) => chat._id));
    return checked.filter((id) => found.has(id)).length;
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    return null;
  }
}

/** The chats a user reaches: none when they reach no venue. */
function inboxScope(signed: Signed): Query {
  return scopeQuery(chats, signed);
}

/**
 * One row of the inbox: who it is with, where, in which state, its last message (with who wrote it, unless it was the
 * viewer or whom the chat is named after), and whether it is unread.
 */
function summaryOf(chat: Chat, viewerId: string, unread: boolean) {
  const named = titleParties(chat.participants, viewerId, chat.employeeId).map((party) => party._id);
  const senderId = chat.lastMessage?.senderId;
  return {
    _id: chat._id,
    title: chatTitle(chat.participants, viewerId, chat.employeeId),
    venue: chat.discoName ?? null,
    platform: !chat.discoId,
    status: chat.status ?? "",
    employeeName: chat.employeeName ?? null,
    lastText: chat.lastMessage?.text ?? null,
    lastSender:
      senderId === viewerId || (senderId && named.includes(senderId)) ? null : (chat.lastMessage?.senderName ?? null),
    lastFromViewer: senderId === viewerId,
    updatedAt: chat.updatedAt ?? null,
    unread,
  };
}

export async function chatInbox({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, chats.section);
  const scope = inboxScope(signed);
  const state = parseListQuery(new URL(request.url).searchParams, chats.list);
  const [{ items, total }, unread, { t }, views] = await Promise.all([
    signed.api.listAs(chatSchema, `/${chats.endpoint}`, { ...toUpstreamQuery(state, chats.list), ...scope }),
    unreadChatIds(signed, scope),
    getTranslator(request),
    listViewsFor(signed, section(chats.section).path),
  ]);
  // The chat open beside the list is being marked read by its own page, now.
  const rows = items.map((chat) => summaryOf(chat, signed.user._id, unread.has(chat._id) && chat._id !== params.id));
  return json({ rows, total, state, title: t("sections.chats.title"), views, viewerId: signed.user._id });
}

/** The collaborator roles that work the inbox at a venue: the section's own, and the promoter (spec section 6). */
function inboxCollaboratorRoles(): CollaboratorRole[] {
  return [...(section("chats").collaboratorRoles ?? []), "admin_promoter"];
}

/**
 * Who a waiting chat may be given to: the user asking, and whoever else works the inbox where the chat belongs — a
 * venue's own accounts and its back-office collaborators, or the platform's admins for a support chat.
 */
async function employeesOf(signed: Signed, chat: Chat, meLabel: string): Promise<Option[]> {
  const me = { value: signed.user._id, label: meLabel };
  const named = (record: Row, id: unknown, name: unknown) => ({
    value: String(id ?? ""),
    label: String(name ?? "") || String(record.email ?? ""),
  });
  const userOption = (user: Row) => named(user, user._id, [user.name, user.surname].filter(Boolean).join(" "));
  if (!chat.discoId) {
    const { items } = await signed.api.list<Row>("/users", { role: "admin", limit: 100, sort: "name" });
    return employeeOptions(me, items.map(userOption));
  }
  const accounts = section("chats").roles.filter((role) => venueRoles.includes(role));
  const [owners, collaborators] = await Promise.all([
    signed.api.list<Row>("/users", { discoId: chat.discoId, role: accounts.join(","), limit: 100 }),
    signed.api.list<Row>("/collaborators", {
      discoId: chat.discoId,
      role: inboxCollaboratorRoles().join(","),
      limit: 100,
    }),
  ]);
  return employeeOptions(me, [
    ...owners.items.map(userOption),
    ...collaborators.items.map((collaborator) => named(collaborator, collaborator.userId, collaborator.userName)),
  ]);
}

async function meLabelOf(request: Request, signed: Signed): Promise<string> {
  const { t } = await getTranslator(request);
  return t("chats.me", { name: displayName(signed.user) });
}

/**
 * A chat's page: the chat within reach, its latest messages oldest first, and what the user may do with it. The
 * messages are read side by side with the chat and dropped when it is out of reach. Opening it marks it read, only once
 * it is found within reach and only while it is unread, so a page left open and read again every few seconds writes
 * nothing more.
 */
export async function chatPage({ request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, chats.section);
  const scope = inboxScope(signed);
  const id = params.id ?? "";
  const [chat, unread, latest, meLabel] = await Promise.all([
    findInScope(signed, chats.endpoint, id, scope, chatSchema),
    unreadChatIds(signed, scope),
    signed.api.listAs(messageSchema, chatPath(id, "/messages"), { sort: "-createdAt", limit: shownMessages }),
    meLabelOf(request, signed),
  ]);
  const [, employees] = await Promise.all([
    unread.has(chat._id)
      ? signed.api.patch(chatPath(chat._id, "/read")).catch((error: unknown) => {
          if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
          console.warn(`[chats] chat ${chat._id} not marked read`);
        })
      : null,
    mayTake(chat.status) ? employeesOf(signed, chat, meLabel) : ([] as Option[]),
  ]);
  const viewer = signed.user._id;
  return json({
    chat: summaryOf(chat, viewer, false),
    messages: latest.items.reverse().map((message) => ({
      _id: message._id,
      text: message.text ?? "",
      sender: message.senderName ?? "",
      mine: message.senderId === viewer,
      createdAt: message.createdAt ?? null,
    })),
    olderHidden: Math.max(0, latest.total - latest.items.length),
    employees,
    mayTake: mayTake(chat.status),
    mayReply: mayReply(chat.status),
    title: chatTitle(chat.participants, viewer, chat.employeeId),
  });
}

const intents = ["reply", "take", "assign"] as const;
type Intent = (typeof intents)[number];

export type ChatActionResult = { intent: Intent | null; result: SubmissionResult<string[]> };

/**
 * The chat page's posts, in three intents: `reply` sends a message to an active chat; `take` connects the user to a
 * waiting chat, `assign` another employee. The chat is found within reach first: another venue's chat is not-found and
 * nothing is written.
 */
export async function chatAction({ request, params }: ActionFunctionArgs) {
  const signed = await requireAccess(request, chats.section);
  const scope = inboxScope(signed);
  const form = await readForm(request);
  const intent = readControls(form, { intent: z.enum(intents) })?.intent ?? null;
  const fail = (result: SubmissionResult<string[]>, status: number) =>
    json<ChatActionResult>({ intent, result }, { status });
  const refuse = (fields: readonly FieldDefinition[], message: string, status: number) =>
    fail(parseWithZod(form, { schema: schemaOf(fields) }).reply({ formErrors: [message] }), status);

  let chat: Chat;
  try {
    chat = await findInScope(signed, chats.endpoint, params.id, scope, chatSchema);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(request, error);
    return refuse([], message, status);
  }
  const here = `${chatPath(chat._id)}${new URL(request.url).search}`;
  const { t } = await getTranslator(request);
  if (!intent) return refuse([], t("errors.badRequest"), 400);

  if (intent === "reply") {
    const submission = parseWithZod(form, { schema: schemaOf(replyFields) });
    if (submission.status !== "success") return fail(submission.reply(), 400);
    if (!mayReply(chat.status)) return fail(submission.reply({ formErrors: ["chats.notActive"] }), 409);
    try {
      await signed.api.post(chatPath(chat._id, "/messages"), { text: String(submission.value.text) });
    } catch (error) {
      const { message, status } = await actionFailure(request, error);
      return fail(submission.reply({ formErrors: [message] }), status);
    }
    return redirect(here);
  }

  const employees = intent === "assign" ? await employeesOf(signed, chat, await meLabelOf(request, signed)) : [];
  const fields = intent === "assign" ? assignFieldsOf(employees) : [];
  const submission = parseWithZod(form, { schema: schemaOf(fields) });
  if (submission.status !== "success") return fail(submission.reply(), 400);
  if (!mayTake(chat.status)) return fail(submission.reply({ formErrors: ["chats.alreadyTaken"] }), 409);
  const employeeId = intent === "take" ? signed.user._id : String(submission.value.employeeId);
  try {
    await signed.api.post(`/connections/${encodeURIComponent(chat._id)}`, { employeeId });
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    return fail(submission.reply({ formErrors: [message] }), status);
  }
  if (intent === "take") return redirectWithNotice(here, { type: "positive", key: "chats.taken" });
  const name = employees.find((employee) => employee.value === employeeId)?.label ?? "";
  return redirectWithNotice(here, { type: "positive", key: "chats.assigned", values: { name } });
}

/** The new chat's dialog: its select lists no one before a search (decision 047). */
export async function newChatDialog({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, chats.section);
  inboxScope(signed);
  const [options, { t }] = await Promise.all([selectOptions(chats, signed, null), getTranslator(request)]);
  return json({ options, title: t("chats.newTitle") });
}

/**
 * Opens a chat with an app user and connects the user who opened it (the chat is theirs to answer): posted with the
 * user's venue from their reach, never from the form; an admin's chat is the platform's, with no venue.
 */
export async function startChat({ request }: ActionFunctionArgs) {
  const signed = await requireAccess(request, chats.section);
  const scope = inboxScope(signed);
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: schemaOf(newChatFields) });
  // The picker's search button, without JavaScript: the dialog comes back with the people found.
  const search = await searchInForm(chats, signed, form).catch(() => null);
  if (search) return json({ ...submission.reply(), found: { [search.field]: search.found } });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const userId = String(submission.value.participantId);
  let created: { _id?: string };
  let name = "";
  try {
    const { items } = await signed.api.list<Row>(`/${chatUsers.endpoint}`, {
      ...chatUsers.query,
      _id: userId,
      limit: 1,
    });
    const user = items.find((item) => item._id === userId);
    if (!user)
      return json(submission.reply({ fieldErrors: { participantId: ["validation.notAnOption"] } }), { status: 400 });
    name = [user.name, user.surname].filter(Boolean).join(" ");
    created = await signed.api.post(`/${chats.endpoint}`, {
      participantsIds: [userId, signed.user._id],
      ...scope,
    });
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
  if (!created?._id) throw new Response("Bad Gateway", { status: 502 });
  const to = chatPath(created._id);
  try {
    await signed.api.post(`/connections/${encodeURIComponent(created._id)}`, { employeeId: signed.user._id });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return redirectWithNotice(to, { type: "negative", key: "chats.notTaken" });
  }
  return redirectWithNotice(to, { type: "positive", key: "chats.started", values: { name } });
}
