// The action of a delete confirmation (spec section 4): the record must be within reach, then it is deleted upstream.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { access, findRecord, listPath, requireAction, type ResourceContext } from "./scope.server";
import type { ResourceDefinition } from "~/resource/definition";
import { redirectWithNotice } from "~/core/shell/notice.server";
import type { Notice } from "~/core/shell/notice";
import { actionFailure } from "./save.server";
import { UpstreamError } from "~/core/upstream/upstream.server";
import { requireWrite } from "./write-access.server";

/** Deletes a record (spec section 4): on success a notice and back to the list; on failure no message, logged. */
export async function resourceDelete(
  resource: ResourceDefinition,
  { request, params }: ActionFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = await access(resource, request, context);
  requireAction(resource, "delete");
  requireWrite(resource, signed, "delete");
  const id = params.recordId ?? params.id ?? "";
  try {
    await findRecord(resource, signed, id, context);
    await signed.api.remove(`/${resource.endpoint}/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.warn(`[delete] ${resource.endpoint}/${id}: ${error.message}`);
    return json({ failed: true }, { status: error.kind === "bad-request" ? 400 : 502 });
  }
  return redirectWithNotice(listPath(resource, request, context), { type: "positive", key: "common.deleted" });
}

/**
 * A delete with a rule of its own (a product already ordered, a cloakroom slot already used): the record is read
 * within reach first, then `refusal` says why it must stay, which the dialog shows and nothing is sent; else it is
 * deleted and the list says so with `notice`.
 */
export async function guardedDelete<R extends { _id: string }>(
  resource: ResourceDefinition,
  request: Request,
  context: ResourceContext,
  rule: { read: () => Promise<R>; refusal: (record: R) => string | null; notice: (record: R) => Notice },
) {
  requireWrite(resource, await access(resource, request, context), "delete");
  try {
    const record = await rule.read();
    const refusal = rule.refusal(record);
    if (refusal) return json({ failed: true, message: refusal }, { status: 409 });
    await (
      await access(resource, request, context)
    ).api.remove(`/${resource.endpoint}/${encodeURIComponent(record._id)}`);
    return redirectWithNotice(listPath(resource, request, context), rule.notice(record));
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const { message, status } = await actionFailure(request, error);
    return json({ failed: true, message }, { status });
  }
}
