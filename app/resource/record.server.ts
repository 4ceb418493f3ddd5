// The loader of a record's form and of its delete confirmation: the record within reach (or empty values for a new
// one), its selects' options, and which fields the scope fixes.
import { type LoaderFunctionArgs } from "@remix-run/node";
import { entitySelectsOf } from "./entity-options";
import { initialValuesOf } from "./field-values";
import { signatureFieldOf, type FormValues } from "./fields";
import { access, basePath, formFields, requireAction, scopeQuery, type ResourceContext } from "./scope.server";
import { searchPageSize, selectOptions } from "./select-options.server";
import { requireWrite } from "./write-access.server";
import type { ResourceDefinition } from "~/resource/definition";
import type { Signed } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { historyFor } from "~/core/audit/audit.server";
import { describeHistory, historyRegistry } from "./audit-names.server";
import { canAccess } from "~/core/access/permissions";
import { verifyUploadUrl } from "~/core/upstream/upload-url.server";
import type { UploadJobView } from "~/core/upstream/upload-job";
import { recordJobViews } from "./upload-jobs.server";
import type { Query } from "~/core/upstream/upstream.server";

function fixedNames(resource: ResourceDefinition, signed: Signed, scope?: Query): string[] {
  const fillable = new Set(formFields(resource, signed, scope).map((field) => field.name));
  return resource.fields.filter((field) => !fillable.has(field.name)).map((field) => field.name);
}

/**
 * An image chosen in the images picker comes back as `?<field>=<url>&<field>__signed=<signature>` and fills that image
 * field, the signature riding along in the form; a URL the picker did not sign for this user is ignored (decision 028).
 */
function withPickedImages(resource: ResourceDefinition, request: Request, values: FormValues, signed: Signed) {
  const params = new URL(request.url).searchParams;
  for (const field of resource.fields) {
    const picked = params.get(field.name);
    const signature = params.get(signatureFieldOf(field.name));
    if (field.component !== "upload" || field.upload !== "image" || !picked) continue;
    if (!verifyUploadUrl(signed.user._id, picked, signature)) continue;
    values[field.name] = picked;
    values[signatureFieldOf(field.name)] = signature;
  }
  return values;
}

export async function resourceRecord(
  resource: ResourceDefinition,
  { request, params }: LoaderFunctionArgs,
  purpose: "edit" | "delete" = "edit",
  context: ResourceContext = {},
) {
  const signed = await access(resource, request, context);
  const id = params.recordId ?? params.id ?? "new";
  const base = basePath(resource, context);
  requireAction(resource, id === "new" ? "create" : purpose);
  // A record this user may only read has no form: its edit, new and delete URLs are not-found (decision 025).
  requireWrite(resource, signed, id === "new" ? "create" : purpose);
  const { t } = await getTranslator(request);
  const pickImages = canAccess("imagesSelect", signed.viewer);
  if (id === "new") {
    const values = withPickedImages(resource, request, initialValuesOf(resource.fields, null), signed);
    const [options, known] = await Promise.all([
      selectOptions(resource, signed, values, context.scope, searchPageSize),
      context.options,
    ]);
    Object.assign(options, known);
    return {
      id,
      record: null,
      values,
      options,
      title: t(`resourceNew.${resource.key}`),
      pickImages,
      fixed: fixedNames(resource, signed, context.scope),
      base,
      history: null,
      uploadJobs: {} as Record<string, UploadJobView>,
    };
  }
  const path = `/${resource.endpoint}/${encodeURIComponent(id)}`;
  // Where the user's files of this record stand, first: a job completed since writes its file into the record read next.
  // A form without an upload has no job to follow: its page reads no job row.
  const hasUploads = resource.fields.some((field) => field.component === "upload");
  const uploadJobs = purpose === "edit" && hasUploads ? await recordJobViews(signed, resource, id) : {};
  const record = await signed.api.get<FormValues>(path, scopeQuery(resource, signed, context.scope));
  // Read only once the record is known to be in reach: its history is as private as the record.
  const [firstOptions, known, history] = await Promise.all([
    selectOptions(resource, signed, null, context.scope, searchPageSize),
    context.options,
    purpose === "edit"
      ? historyFor(signed, resource.endpoint, id).then((read) =>
          describeHistory(signed, historyRegistry(resource), read),
        )
      : null,
  ]);
  Object.assign(firstOptions, known);
  const values = withPickedImages(resource, request, initialValuesOf(resource.fields, record), signed);
  const needsSelected = entitySelectsOf(formFields(resource, signed, context.scope)).some(({ key, chosen }) =>
    chosen(values).some((value) => !firstOptions[key]?.some((option) => option.value === value)),
  );
  const options = needsSelected
    ? { ...(await selectOptions(resource, signed, values, context.scope, searchPageSize)), ...known }
    : firstOptions;
  const title = String(record[resource.titleField] ?? "");
  // Plain objects: single fetch encodes them once (json() would serialize them, and Remix parse them back, first).
  return {
    id,
    record,
    values,
    options,
    title,
    pickImages,
    fixed: fixedNames(resource, signed, context.scope),
    base,
    history,
    uploadJobs,
  };
}
