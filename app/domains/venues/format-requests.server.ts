// The loaders and actions of the format requests screen (spec sections 4 and 5): the shared list, sending form and
// withdrawal, narrowed to who may do each with which request, and the approve and reject confirmations.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { formatRequests } from "~/domains/venues/format-requests.resources";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { decisions, mayDecide, maySend, mayWithdraw, type Decision, type RequestViewer } from "./format-requests";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import {
  findRecord,
  listPath,
  resourceDelete,
  resourceExport,
  resourceListData,
  resourceRecord,
  resourceSave,
  type Row,
} from "~/resource/resource.server";
import { translateServerMessage } from "~/core/upstream/server-messages";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";

function requestViewer(signed: Signed): RequestViewer {
  return { role: signed.user.role, discoId: signed.user.discoId };
}

function recordPath(id: string | undefined): string {
  return `/${formatRequests.endpoint}/${encodeURIComponent(id ?? "")}`;
}

/** A format request (spec section 3) as the rules of format-requests.ts and the confirmations read it. */
const requestSchema = upstreamRecord({
  status: optionalText,
  formatId: optionalText,
  discoId: optionalText,
  eventId: optionalText,
  eventName: optionalText,
  formatName: optionalText,
  discoName: optionalText,
  startDate: optionalText,
});
type FormatRequest = z.output<typeof requestSchema>;

/**
 * A request within the user's reach (a venue those it sent, a format those addressed to it, an admin all: the
 * resource's owner in row-scope terms), or not-found.
 */
function findRequest(signed: Signed, id: string | undefined): Promise<FormatRequest> {
  return findRecord(formatRequests, signed, id, {}, requestSchema);
}

/** The text of an upstream failure in a dialog (spec section 8): the server's 400 message translated, else ours. */
async function failureText(request: Request, error: UpstreamError): Promise<string> {
  const { t } = await getTranslator(request);
  if (error.kind === "bad-request") return translateServerMessage(t, error.serverMessage);
  return t(error.kind === "timeout" ? "errors.timeout" : "errors.unavailable");
}

export async function formatRequestList(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, "formatRequests");
  const data = await resourceListData(formatRequests, args);
  return json({ ...data, viewer: requestViewer(signed) });
}

export function formatRequestExport(args: LoaderFunctionArgs) {
  return resourceExport(formatRequests, args);
}

/**
 * The sending form: a venue or an admin; a format receives requests and answers not-found here. An existing request
 * opens only while it is pending, to who may withdraw it.
 */
async function requireSender(request: Request, id: string | undefined) {
  const signed = await requireAccess(request, "formatRequests");
  const viewer = requestViewer(signed);
  if (!maySend(viewer)) throw notFound();
  if (id && id !== "new" && !mayWithdraw(viewer, await findRequest(signed, id))) throw notFound();
}

export async function formatRequestForm(args: LoaderFunctionArgs) {
  await requireSender(args.request, args.params.id);
  return resourceRecord(formatRequests, args);
}

export async function formatRequestSend(args: ActionFunctionArgs) {
  try {
    await requireSender(args.request, args.params.id);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not-found") throw notFound();
    throw error;
  }
  return resourceSave(formatRequests, args);
}

/** Withdrawing: only a pending request, by an admin or the venue that sent it; anyone else gets not-found. */
export async function formatRequestWithdrawDialog(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, "formatRequests");
  const record = await findRequest(signed, args.params.id);
  if (!mayWithdraw(requestViewer(signed), record)) throw notFound();
  return resourceRecord(formatRequests, args, "delete");
}

export async function formatRequestWithdraw(args: ActionFunctionArgs) {
  const signed = await requireAccess(args.request, "formatRequests");
  try {
    const record = await findRequest(signed, args.params.id);
    if (!mayWithdraw(requestViewer(signed), record)) throw notFound();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.kind === "not-found") throw notFound();
    // Like every delete dialog (spec section 4): no message, the dialog stays open.
    console.warn(`[delete] format-requests/${args.params.id}: ${error.message}`);
    return json({ failed: true }, { status: error.kind === "bad-request" ? 400 : 502 });
  }
  return resourceDelete(formatRequests, args);
}

/** The approve or reject confirmation: only for a pending request, to an admin or the format it is addressed to. */
export async function formatRequestDecisionDialog(decision: Decision, { request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "formatRequests");
  const record = await findRequest(signed, params.id);
  if (!mayDecide(requestViewer(signed), record)) throw notFound();
  const { t } = await getTranslator(request);
  return json({
    id: record._id,
    eventName: record.eventName ?? "",
    formatName: record.formatName ?? "",
    discoName: record.discoName ?? "",
    startDate: record.startDate ?? "",
    title: t(`formatRequests.${decision}Title`, { name: record.eventName ?? "" }),
  });
}

/**
 * Approves (status accepted: the upstream creates the event) or rejects, then back to the list with its search params
 * and a notice. A failure keeps the dialog open with the message of spec section 8.
 */
export async function formatRequestDecide(decision: Decision, { request, params }: ActionFunctionArgs) {
  const signed = await requireAccess(request, "formatRequests");
  const path = recordPath(params.id);
  let eventName = "";
  try {
    const record = await findRequest(signed, params.id);
    if (!mayDecide(requestViewer(signed), record)) throw notFound();
    const saved = await signed.api.put<Row>(path, { status: decisions[decision] });
    eventName = String(saved?.eventName ?? record.eventName ?? "");
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.kind === "not-found") throw notFound();
    return json({ error: await failureText(request, error) }, { status: error.kind === "bad-request" ? 400 : 502 });
  }
  return redirectWithNotice(listPath(formatRequests, request), {
    type: "positive",
    key: decision === "approve" ? "formatRequests.approved" : "formatRequests.rejected",
    values: { name: eventName },
  });
}
