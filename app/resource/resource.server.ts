// The loaders and actions every resource shares: a list whose state is the URL, a record form that creates or
// updates, a delete confirmation, and a CSV export. Each checks the permissions table first.
import { parseWithZod } from "@conform-to/zod";
import {
  json,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from "@remix-run/node";
import type { z, ZodTypeAny } from "zod";
import { allows, type ResourceDefinition } from "~/resource/definition";
import { notFound, requireAccess, type Signed } from "~/core/auth.server";
import { csvBom, csvLine } from "~/core/csv";
import { entitySelectsOf, fileFieldOf, initialValuesOf, optionOf, payloadOf, type FieldDefinition, type FormValues, type Option, type OptionsFrom } from "./fields";
import { schemaOf } from "./field-schema";
import { maxUploadBytes, uploadContentType } from "~/core/upload-types";
import { getTranslator } from "~/core/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/list-query";
import { canAccess, section } from "~/core/permissions";
import { byVenue, rowScope } from "~/core/row-scope";
import { redirectWithNotice } from "~/core/notice.server";
import { serverMessageField, translateServerMessage } from "~/core/server-messages";
import { callUpstream, countOf, requestIdOf, UpstreamError, type Query } from "~/core/upstream.server";

export type Row = Record<string, unknown> & { _id: string };

const optionsPageSize = 100;

/**
 * Where a resource is shown. By default in its own section; a tab of the event workspace passes who was let in (the
 * tab's own check), the event's scope (`eventId`) and the tab's path.
 */
export type ResourceContext = {
  signed?: Signed;
  scope?: Query;
  base?: string;
  /** Options of selects the context knows (the event's own releases, say), beside those read over the server. */
  options?: Promise<Record<string, Option[]>>;
  /** Completes the payload computed from the form before it is sent (derived figures, say). */
  prepare?: (payload: FormValues) => FormValues | Promise<FormValues>;
  /** Where a new record is posted when it depends on what it is (a redemption product under /products/redemption). */
  createPath?: (payload: FormValues) => string;
  /**
   * Rules that need the upstream, checked after the form's own rules (who a product is given to; spin-gift
   * probabilities sharing one wheel): the payload about to be sent, the record's id (`new` when creating) and who asks
   * give the errors per field, as message keys.
   */
  check?: (payload: FormValues, id: string, signed: Signed) => Promise<Record<string, string[]> | null>;
  /** A check read beside the page's own data that must succeed for the page to be shown (the event in the URL, say). */
  guard?: Promise<unknown>;
};

function access(resource: ResourceDefinition, request: Request, context: ResourceContext): Promise<Signed> {
  return context.signed ? Promise.resolve(context.signed) : requireAccess(request, resource.section);
}

function basePath(resource: ResourceDefinition, context: ResourceContext): string {
  return context.base ?? section(resource.section).path;
}

/** The list path with the list's own search params, so a user returns to the same page, sort and filters. */
export function listPath(resource: ResourceDefinition, request: Request, context: ResourceContext = {}): string {
  return `${basePath(resource, context)}${new URL(request.url).search}`;
}

/**
 * The fixed query of a resource for this user: the view's own filters, the context's (the event in the URL, say), and
 * the rows the user reaches (row-scope.ts), which no context can widen. A user who reaches no row gets not-found.
 */
export function scopeQuery(resource: ResourceDefinition, signed: Signed, extra: Query = {}): Query {
  const rows = rowScope(resource.owner, signed);
  if (rows === null) throw notFound();
  return { ...resource.scope, ...extra, ...rows };
}

/**
 * An existing record as this user may reach it, or not-found. Every write to an existing record starts here, before
 * anything else is sent, so a record of another venue (or of another event than the one in the URL) is never written.
 * With a schema, the record is read through it (upstream-record.ts).
 */
export function findInScope<T = Row>(signed: Signed, endpoint: string, id: string | undefined, scope: Query): Promise<T>;
export function findInScope<S extends ZodTypeAny>(signed: Signed, endpoint: string, id: string | undefined, scope: Query, schema: S): Promise<z.output<S>>;
export async function findInScope(signed: Signed, endpoint: string, id: string | undefined, scope: Query, schema?: ZodTypeAny): Promise<unknown> {
  if (!id || id === "new") throw notFound();
  const path = `/${endpoint}/${encodeURIComponent(id)}`;
  try {
    return await (schema ? signed.api.getAs(schema, path, scope) : signed.api.get(path, scope));
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "not-found") throw notFound();
    throw error;
  }
}

/** A resource's record within the user's scope and the context's (see findInScope). */
export function findRecord<T = Row>(resource: ResourceDefinition, signed: Signed, id: string | undefined, context?: ResourceContext): Promise<T>;
export function findRecord<S extends ZodTypeAny>(resource: ResourceDefinition, signed: Signed, id: string | undefined, context: ResourceContext, schema: S): Promise<z.output<S>>;
export function findRecord(resource: ResourceDefinition, signed: Signed, id: string | undefined, context: ResourceContext = {}, schema?: ZodTypeAny): Promise<unknown> {
  const scope = scopeQuery(resource, signed, context.scope);
  return schema ? findInScope(signed, resource.endpoint, id, scope, schema) : findInScope(signed, resource.endpoint, id, scope);
}

/**
 * The fields whose chosen records (a venue's events, lists, products) are not all within the user's reach: one
 * upstream call per such field, asking for exactly the chosen ids within the scope. A form is refused next to the
 * field rather than link a record to another venue's.
 */
async function referencesOutOfReach(fields: readonly FieldDefinition[], payload: FormValues, signed: Signed): Promise<Record<string, string[]> | null> {
  const reach = rowScope(byVenue, signed);
  // An admin reaches every venue's records.
  if (reach !== null && Object.keys(reach).length === 0) return null;
  const checks = fields
    .filter((field) => field.optionsFrom?.venueScoped)
    .map((field) => {
      const value = payload[field.name];
      const ids = [...new Set((Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === "string" && id !== ""))];
      return { field, ids };
    })
    .filter(({ ids }) => ids.length > 0);
  const refused = await Promise.all(
    checks.map(async ({ field, ids }) => {
      if (reach === null) return field.name;
      const { total } = await signed.api.list(`/${field.optionsFrom!.endpoint}`, { ...optionsQuery(field.optionsFrom!, signed), _id: ids.join(","), limit: ids.length });
      return total < ids.length ? field.name : null;
    }),
  );
  const names = refused.filter((name): name is string => name !== null);
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, ["validation.notAnOption"]])) : null;
}

export async function resourceList(resource: ResourceDefinition, args: LoaderFunctionArgs, context: ResourceContext = {}) {
  return json(await resourceListData(resource, args, context));
}

/** A list's rows, total, state and the options of its filters over other entities, all read at once. */
export async function resourceListData(resource: ResourceDefinition, { request }: LoaderFunctionArgs, context: ResourceContext = {}) {
  const signed = await access(resource, request, context);
  // A search form submits its empty fields too (`?q=&status=`); the shared URL leaves them out.
  const url = new URL(request.url);
  if ([...url.searchParams.values()].some((value) => value === "")) {
    const kept = [...url.searchParams].filter(([, value]) => value !== "");
    throw redirect(`${url.pathname}${kept.length ? `?${new URLSearchParams(kept)}` : ""}`);
  }
  const state = parseListQuery(new URL(request.url).searchParams, resource.list);
  const scope = scopeQuery(resource, signed, context.scope);
  const optionControls = (resource.list.filterControls ?? []).filter((control) => control.optionsFrom && !(control.name in scope));
  const [{ items, total }, { t }, filterOptions] = await Promise.all([
    signed.api.list<Row>(`/${resource.endpoint}`, { ...toUpstreamQuery(state, resource.list), ...scope }),
    getTranslator(request),
    Promise.all(
      optionControls.map(async (control) => {
        const from = control.optionsFrom!;
        const sort = typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
        const { items: records } = await signed.api.list<Row>(`/${from.endpoint}`, { ...optionsQuery(from, signed), limit: optionsPageSize, sort });
        return [control.name, records.map((record) => optionOf(record, from))] as const;
      }),
    ),
    context.guard,
  ]);
  const now = new Date();
  const rows = resource.derive ? items.map((row) => resource.derive!(row, now) as Row) : items;
  return {
    rows,
    total,
    state,
    title: t(`sections.${resource.section}.title`),
    base: basePath(resource, context),
    filterOptions: Object.fromEntries(filterOptions) as Record<string, Option[]>,
    fixedFilters: Object.keys(scope),
  };
}

/**
 * The options of the form's selects over other entities: the first page, read alongside the record, then any selected
 * value not on it. Without JavaScript the select offers exactly these.
 */
export async function selectOptions(resource: ResourceDefinition, signed: Signed, values: FormValues | null, scope?: Query): Promise<Record<string, Option[]>> {
  const entries: (readonly [string, Option[]])[] = await Promise.all(
    entitySelectsOf(formFields(resource, signed, scope)).map(async ({ key, field, chosen }) => {
      const from = field.optionsFrom!;
      const sort = typeof from.optionLabel === "string" ? from.optionLabel : from.optionLabel[0];
      const { items } = await signed.api.list<Row>(`/${from.endpoint}`, { ...optionsQuery(from, signed), limit: optionsPageSize, sort });
      const options = items.map((item) => optionOf(item, from));
      const missing = [...new Set(chosen(values))].filter((value) => !options.some((option) => option.value === value));
      if (missing.length > 0) {
        const extra = await signed.api.list<Row>(`/${from.endpoint}`, { _id: missing.join(",") });
        options.unshift(...extra.items.map((item) => optionOf(item, from)));
      }
      return [key, options] as const;
    }),
  );
  return Object.fromEntries(entries);
}

function fixedNames(resource: ResourceDefinition, signed: Signed, scope?: Query): string[] {
  const fillable = new Set(formFields(resource, signed, scope).map((field) => field.name));
  return resource.fields.filter((field) => !fillable.has(field.name)).map((field) => field.name);
}

/** The fields a user fills: those the scope sets (a venue user's own venue, say) are fixed and not asked for. */
export function formFields(resource: ResourceDefinition, signed: Signed, scope?: Query): FieldDefinition[] {
  const fixed = new Set(Object.keys(scopeQuery(resource, signed, scope)));
  return resource.fields.filter((field) => !fixed.has(field.name));
}

/** The query of a select's options: its own, plus the user's venue when the options belong to one. */
export function optionsQuery(from: OptionsFrom, signed: Signed): Query {
  if (!from.venueScoped) return { ...from.query };
  const rows = rowScope(byVenue, signed);
  if (rows === null) throw notFound();
  return { ...from.query, ...rows };
}

/** A list-only resource answers not-found to its record and delete URLs. */
function requireAction(resource: ResourceDefinition, action: "create" | "edit" | "delete") {
  if (!allows(resource, action)) throw notFound();
}

/** An image chosen in the images picker comes back as `?<field>=<url>` and fills that image field. */
function withPickedImages(resource: ResourceDefinition, request: Request, values: FormValues): FormValues {
  const params = new URL(request.url).searchParams;
  for (const field of resource.fields) {
    const picked = params.get(field.name);
    if (field.component === "upload" && field.upload === "image" && picked && /^https?:\/\//.test(picked)) values[field.name] = picked;
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
  const { t } = await getTranslator(request);
  const pickImages = canAccess("imagesSelect", signed.viewer);
  if (id === "new") {
    const values = withPickedImages(resource, request, initialValuesOf(resource.fields, null));
    const [options, known] = await Promise.all([selectOptions(resource, signed, values, context.scope), context.options]);
    Object.assign(options, known);
    return json({ id, record: null, values, options, title: t("resource.newTitle"), pickImages, fixed: fixedNames(resource, signed, context.scope), base });
  }
  const path = `/${resource.endpoint}/${encodeURIComponent(id)}`;
  const [record, firstOptions, known] = await Promise.all([
    signed.api.get<FormValues>(path, scopeQuery(resource, signed, context.scope)),
    selectOptions(resource, signed, null, context.scope),
    context.options,
  ]);
  Object.assign(firstOptions, known);
  const values = withPickedImages(resource, request, initialValuesOf(resource.fields, record));
  const needsSelected = entitySelectsOf(formFields(resource, signed, context.scope)).some(({ key, chosen }) =>
    chosen(values).some((value) => !firstOptions[key]?.some((option) => option.value === value)),
  );
  const options = needsSelected ? { ...(await selectOptions(resource, signed, values, context.scope)), ...known } : firstOptions;
  const title = String(record[resource.titleField] ?? "");
  return json({ id, record, values, options, title, pickImages, fixed: fixedNames(resource, signed, context.scope), base });
}

/** Saves a record: POST for `new`, PUT otherwise; a refused save keeps everything typed and says why. */
export async function resourceSave(
  resource: ResourceDefinition,
  { request, params }: ActionFunctionArgs,
  context: ResourceContext & { redirectTo?: (saved: FormValues | null) => string } = {},
) {
  const signed = await access(resource, request, context);
  const id = params.recordId ?? params.id ?? "new";
  requireAction(resource, id === "new" ? "create" : "edit");
  const fields = formFields(resource, signed, context.scope);
  // The record must be within reach before anything is sent, a file upload included.
  if (id !== "new") {
    try {
      await findRecord(resource, signed, id, context);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      const { message, status } = await actionFailure(request, error);
      const { formData } = await readFormWithUploads([], request, signed);
      return json(parseWithZod(formData, { schema: schemaOf(fields) }).reply({ formErrors: [message] }), { status });
    }
  }
  const { formData, fileErrors } = await readFormWithUploads(resource.fields, request, signed);
  const submission = parseWithZod(formData, { schema: schemaOf(fields) });
  if (Object.keys(fileErrors).length > 0) {
    const reply = submission.reply({ fieldErrors: fileErrors });
    return json(reply, { status: 400 });
  }
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const scope = Object.fromEntries(
    Object.entries(scopeQuery(resource, signed, context.scope)).map(([name, value]) => [name, value === "true" ? true : value === "false" ? false : value]),
  );
  const values = payloadOf(fields, submission.value);
  const payload = { ...(context.prepare ? await context.prepare(values) : values), ...scope };
  let saved: FormValues | null = null;
  try {
    const [outOfReach, fieldErrors] = await Promise.all([referencesOutOfReach(fields, payload, signed), context.check ? context.check(payload, id, signed) : null]);
    if (outOfReach || fieldErrors) return json(submission.reply({ fieldErrors: { ...outOfReach, ...fieldErrors } }), { status: 400 });
    if (id === "new") saved = await signed.api.post<FormValues>(context.createPath?.(payload) ?? `/${resource.endpoint}`, { ...payload, ...resource.createValues });
    else saved = await signed.api.put<FormValues>(`/${resource.endpoint}/${encodeURIComponent(id)}`, payload);
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    // A refusal the upstream ties to one field is shown next to it.
    const field = error instanceof UpstreamError && error.kind === "bad-request" ? serverMessageField(error.message) : null;
    if (field && fields.some((candidate) => candidate.name === field)) return json(submission.reply({ fieldErrors: { [field]: [message] } }), { status });
    return json(submission.reply({ formErrors: [message] }), { status });
  }
  const to = context.redirectTo ? context.redirectTo(saved) : listPath(resource, request, context);
  return redirectWithNotice(to, { type: "positive", key: id === "new" ? "resource.created" : "resource.saved" });
}

/**
 * What an action tells the user when the upstream refuses a write (spec section 8): its message translated for a 400,
 * else that the service is slow or unavailable. Anything that is not an upstream failure is rethrown.
 */
export async function actionFailure(request: Request, error: unknown): Promise<{ message: string; status: number }> {
  if (!(error instanceof UpstreamError)) throw error;
  const { t } = await getTranslator(request);
  if (error.kind === "bad-request") return { message: translateServerMessage(t, error.message), status: 400 };
  if (error.kind === "not-found") return { message: t("errors.recordGone"), status: 404 };
  return { message: t(error.kind === "timeout" ? "errors.timeout" : "errors.unavailable"), status: 502 };
}

/**
 * Reads a form that may carry files: each chosen file of an upload field is checked against the types of spec
 * section 5 and sent to the upstream's uploads endpoint; the field then holds the stored file's URL. A refused file
 * is reported next to its field.
 */
export async function readFormWithUploads(fields: readonly FieldDefinition[], request: Request, signed: Signed) {
  const fileErrors: Record<string, string[]> = {};
  const uploads = fields.filter((field) => field.component === "upload" && field.upload);
  if (uploads.length === 0 || !request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    return { formData: await request.formData(), fileErrors };
  }
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: maxUploadBytes }));
  } catch (error) {
    if (!(error instanceof MaxPartSizeExceededError)) throw error;
    const tooLarge = uploads.find((field) => error.field === fileFieldOf(field.name));
    fileErrors[tooLarge?.name ?? uploads[0].name] = ["validation.fileTooLarge"];
    return { formData: new FormData(), fileErrors };
  }
  for (const field of uploads) {
    const file = formData.get(fileFieldOf(field.name));
    formData.delete(fileFieldOf(field.name));
    if (!(file instanceof File) || file.size === 0) continue;
    const contentType = uploadContentType(field.upload!, file.name, file.type);
    if (!contentType) {
      fileErrors[field.name] = ["validation.fileType"];
      continue;
    }
    try {
      const url = await signed.api.upload({ bytes: new Uint8Array(await file.arrayBuffer()), contentType, filename: file.name });
      formData.set(field.name, url);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      fileErrors[field.name] = [error.kind === "bad-request" ? "validation.fileType" : "errors.unavailable"];
    }
  }
  return { formData, fileErrors };
}

/** Deletes a record (spec section 4): on success a notice and back to the list; on failure no message, logged. */
export async function resourceDelete(resource: ResourceDefinition, { request, params }: ActionFunctionArgs, context: ResourceContext = {}) {
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

const exportPageSize = 500;

/** The whole filtered, sorted list as CSV, read page by page and streamed, headers in the user's language. */
export async function resourceExport(resource: ResourceDefinition, { request }: LoaderFunctionArgs, context: ResourceContext = {}) {
  const signed = await access(resource, request, context);
  const { t } = await getTranslator(request);
  const state = parseListQuery(new URL(request.url).searchParams, resource.list);
  const base = { ...toUpstreamQuery(state, resource.list), ...scopeQuery(resource, signed, context.scope), limit: exportPageSize, count: true };
  const columns = resource.list.columns;
  const encoder = new TextEncoder();
  const token = signed.auth.token;

  // The first page is read before answering, so an upstream failure is an error page, not a broken download.
  const first = await signed.api.list<Row>(`/${resource.endpoint}`, { ...base, page: 1 });
  const cell = (row: Row, column: (typeof columns)[number]) => {
    const value = row[column.field];
    if ((column.format === "enum" || column.format === "badge") && column.enumPrefix && typeof value === "string") return t(`${column.enumPrefix}.${value}`);
    if (column.format === "boolean") return value ? t("common.yes") : t("common.no");
    if (column.format === "money" && typeof value === "number") return (value / 100).toFixed(2);
    return value as string | number | boolean | null | undefined;
  };
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(csvBom + csvLine(columns.map((column) => t(column.label)))));
      const derived = (items: Row[]) => (resource.derive ? items.map((row) => resource.derive!(row, new Date()) as Row) : items);
      let rows = derived(first.items);
      let page = 1;
      const pages = Math.ceil(first.total / exportPageSize);
      for (;;) {
        controller.enqueue(encoder.encode(rows.map((row) => csvLine(columns.map((column) => cell(row, column)))).join("")));
        page += 1;
        if (page > pages || request.signal.aborted) break;
        try {
          const { data, headers } = await callUpstream<Row[]>({ path: `/${resource.endpoint}`, query: { ...base, page }, token, signal: request.signal, requestId: requestIdOf(request) });
          rows = derived(Array.isArray(data) ? data : []);
          if (rows.length === 0 || countOf(headers, 0) === 0) break;
        } catch (error) {
          controller.error(error);
          return;
        }
      }
      controller.close();
    },
  });
  const filename = `${resource.key}-${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
