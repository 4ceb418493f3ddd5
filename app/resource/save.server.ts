// The action of a record's form: validate with the field list's schema, refuse references out of the user's reach,
// create or update upstream, and keep everything typed when the upstream refuses (spec sections 3 and 8).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { payloadOf } from "./field-values";
import type { FormValues, FoundOptions } from "./fields";
import { schemaOf } from "./field-schema";
import {
  access,
  basePath,
  findRecord,
  fixedValues,
  formFields,
  listPath,
  requireAction,
  type ResourceContext,
} from "./scope.server";
import { choicesOutOfReach, postedChoices, rowChoicesOutOfReach, searchInForm } from "./select-options.server";
import { readFormWithUploads } from "./uploads.server";
import { rememberJobs } from "./upload-jobs.server";
import { requireWrite } from "./write-access.server";
import { allows, type ResourceDefinition } from "~/resource/definition";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { venueOnCreate } from "~/core/access/row-scope";
import { isDuplicateKey, serverMessageField, translateServerMessage } from "~/core/upstream/server-messages";
import { UpstreamError } from "~/core/upstream/upstream.server";

/** Saves a record: POST for `new`, PUT otherwise; a refused save keeps everything typed and says why. */
export async function resourceSave(
  resource: ResourceDefinition,
  { request, params }: ActionFunctionArgs,
  context: ResourceContext & { redirectTo?: (saved: FormValues | null) => string } = {},
) {
  const signed = await access(resource, request, context);
  const id = params.recordId ?? params.id ?? "new";
  requireAction(resource, id === "new" ? "create" : "edit");
  requireWrite(resource, signed, id === "new" ? "create" : "edit");
  const fields = formFields(resource, signed, context.scope);
  // The record must be within reach before anything is sent, a file upload included. What it holds is the one URL
  // a file field may keep without our signature (decision 028).
  let stored: FormValues | null = null;
  if (id !== "new") {
    try {
      stored = await findRecord<FormValues>(resource, signed, id, context);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const { message, status } = await actionFailure(request, error);
      const { formData } = await readFormWithUploads([], request, signed);
      return json(parseWithZod(formData, { schema: schemaOf(fields) }).reply({ formErrors: [message] }), { status });
    }
  }
  const { formData, fileErrors, jobs } = await readFormWithUploads(resource.fields, request, signed, stored, {
    followJobs: true,
  });
  const submission = parseWithZod(formData, { schema: schemaOf(fields) });
  // A form sent back keeps naming every choice, those a search found included (decision 034).
  const answer = async (result: SubmissionResult<string[]>, status: number, found?: Record<string, FoundOptions>) =>
    json(
      {
        ...result,
        choices: await postedChoices(resource, signed, submission.payload as FormValues, context.scope).catch(
          () => ({}),
        ),
        found,
      },
      { status },
    );
  if (Object.keys(fileErrors).length > 0) return answer(submission.reply({ fieldErrors: fileErrors }), 400);
  // A select's search button, without JavaScript: the form comes back as typed, with the options found.
  let search: Awaited<ReturnType<typeof searchInForm>> = null;
  try {
    search = await searchInForm(resource, signed, formData, context.scope);
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    return answer(submission.reply({ formErrors: [message] }), status);
  }
  if (search) return answer(submission.reply(), 200, { [search.field]: search.found });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  // The scope's fixed values are written with the record (its venue, its event).
  const scope = fixedValues(resource, signed, context.scope);
  const values = payloadOf(fields, submission.value);
  const payload = { ...(context.prepare ? await context.prepare(values) : values), ...scope };
  let saved: FormValues | null = null;
  try {
    const [outOfReach, rowsOutOfReach, fieldErrors] = await Promise.all([
      choicesOutOfReach(fields, payload, signed, stored),
      // Rows are numbered as the form numbers them, so each refusal shows next to its own row's field.
      rowChoicesOutOfReach(fields, submission.value, signed),
      context.check ? context.check(payload, id, signed) : null,
    ]);
    if (outOfReach || rowsOutOfReach || fieldErrors)
      return answer(submission.reply({ fieldErrors: { ...outOfReach, ...rowsOutOfReach, ...fieldErrors } }), 400);
    if (id === "new")
      saved = await signed.api.post<FormValues>(context.createPath?.(payload) ?? `/${resource.endpoint}`, {
        ...payload,
        ...resource.createValues,
        ...venueOnCreate(resource.owner, signed),
      });
    else saved = await signed.api.put<FormValues>(`/${resource.endpoint}/${encodeURIComponent(id)}`, payload);
  } catch (error) {
    const duplicate = await duplicateRefusal(request, resource, error);
    if (duplicate) return json(submission.reply(duplicate), { status: 400 });
    const { message, status } = await actionFailure(request, error);
    // A refusal the upstream ties to one field is shown next to it.
    const field =
      error instanceof UpstreamError && error.kind === "bad-request" ? serverMessageField(error.message) : null;
    if (field && fields.some((candidate) => candidate.name === field))
      return answer(submission.reply({ fieldErrors: { [field]: [message] } }), status);
    return answer(submission.reply({ formErrors: [message] }), status);
  }
  const recordId = id === "new" ? (typeof saved?._id === "string" ? saved._id : null) : id;
  if (jobs.length > 0 && recordId) {
    await rememberJobs(signed, resource, recordId, jobs);
    // The record's form shows where its file stands, and takes the file as soon as it is ready (decision 052).
    if (allows(resource, "edit")) {
      const to = `${basePath(resource, context)}/${encodeURIComponent(recordId)}${new URL(request.url).search}`;
      return redirectWithNotice(to, { type: "positive", key: "uploadJobs.savedProcessing" });
    }
  }
  const to = context.redirectTo ? context.redirectTo(saved) : listPath(resource, request, context);
  return redirectWithNotice(to, { type: "positive", key: id === "new" ? "resource.created" : "resource.saved" });
}

/**
 * Another record already holds a unique value of this form: said in the form's own words, next to the field when the
 * form names it (a genre's name), else over the form.
 */
async function duplicateRefusal(request: Request, resource: ResourceDefinition, error: unknown) {
  if (!(error instanceof UpstreamError) || error.kind !== "bad-request" || !isDuplicateKey(error.message)) return null;
  const { t } = await getTranslator(request);
  const { field, message } = resource.duplicate ?? { message: "errors.alreadyExists" };
  return field ? { fieldErrors: { [field]: [t(message)] } } : { formErrors: [t(message)] };
}

/**
 * What an action tells the user when the upstream refuses a write (spec section 8): its message translated for a 400,
 * else that the service is slow or unavailable. Anything that is not an upstream failure is rethrown.
 */
export async function actionFailure(request: Request, error: unknown): Promise<{ message: string; status: number }> {
  if (!(error instanceof UpstreamError)) throw error;
  const { t } = await getTranslator(request);
  if (error.kind === "bad-request") return { message: translateServerMessage(t, error.serverMessage), status: 400 };
  if (error.kind === "not-found") return { message: t("errors.recordGone"), status: 404 };
  return { message: t(error.kind === "timeout" ? "errors.timeout" : "errors.unavailable"), status: 502 };
}
