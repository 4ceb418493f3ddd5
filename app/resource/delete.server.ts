// The action of a delete confirmation (spec section 4): the record must be within reach, then it is deleted upstream.
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { access, findRecord, listPath, requireAction, type ResourceContext } from "./scope.server";
import type { ResourceDefinition } from "~/resource/definition";
import { redirectWithNotice } from "~/core/notice.server";
import { UpstreamError } from "~/core/upstream.server";

/** Deletes a record (spec section 4): on success a notice and back to the list; on failure no message, logged. */
export async function resourceDelete(
  resource: ResourceDefinition,
  { request, params }: ActionFunctionArgs,
  context: ResourceContext = {},
) {
  const signed = await access(resource, request, context);
  requireAction(resource, "delete");
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
