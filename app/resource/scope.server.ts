// What every resource handler starts from: who is let in, where the resource is shown, the fixed query of the rows
// this user reaches, an existing record within that reach, and the fields the user fills.
import type { z, ZodTypeAny } from "zod";
import type { FormValues, FieldDefinition, Option } from "./fields";
import { allows, type ResourceDefinition } from "~/resource/definition";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { section } from "~/core/access/permissions";
import { rowScope, rowScopeWithinEvent, venueOnCreate } from "~/core/access/row-scope";
import { UpstreamError, type Query } from "~/core/upstream/upstream.server";

export type Row = Record<string, unknown> & { _id: string };

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

export function access(resource: ResourceDefinition, request: Request, context: ResourceContext): Promise<Signed> {
  return context.signed ? Promise.resolve(context.signed) : requireAccess(request, resource.section);
}

export function basePath(resource: ResourceDefinition, context: ResourceContext): string {
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
  // An event in the context is the event in the URL, which the event workspace finds in the user's reach first.
  const rows =
    typeof extra.eventId === "string"
      ? rowScopeWithinEvent(resource.owner, signed, extra.eventId)
      : rowScope(resource.owner, signed);
  if (rows === null) throw notFound();
  return { ...resource.scope, ...extra, ...rows };
}

/**
 * An existing record as this user may reach it, or not-found. Every write to an existing record starts here, before
 * anything else is sent, so a record of another venue (or of another event than the one in the URL) is never written.
 */
export function findInScope<T = Row>(
  signed: Signed,
  endpoint: string,
  id: string | undefined,
  scope: Query,
): Promise<T>;
export function findInScope<S extends ZodTypeAny>(
  signed: Signed,
  endpoint: string,
  id: string | undefined,
  scope: Query,
  schema: S,
): Promise<z.output<S>>;
export async function findInScope(
  signed: Signed,
  endpoint: string,
  id: string | undefined,
  scope: Query,
  schema?: ZodTypeAny,
): Promise<unknown> {
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
export function findRecord<T = Row>(
  resource: ResourceDefinition,
  signed: Signed,
  id: string | undefined,
  context?: ResourceContext,
): Promise<T>;
export function findRecord<S extends ZodTypeAny>(
  resource: ResourceDefinition,
  signed: Signed,
  id: string | undefined,
  context: ResourceContext,
  schema: S,
): Promise<z.output<S>>;
export function findRecord(
  resource: ResourceDefinition,
  signed: Signed,
  id: string | undefined,
  context: ResourceContext = {},
  schema?: ZodTypeAny,
): Promise<unknown> {
  const scope = scopeQuery(resource, signed, context.scope);
  return schema
    ? findInScope(signed, resource.endpoint, id, scope, schema)
    : findInScope(signed, resource.endpoint, id, scope);
}

/** The fields a user fills: those the scope sets (a venue user's own venue, say) are fixed and not asked for. */
export function formFields(resource: ResourceDefinition, signed: Signed, scope?: Query): FieldDefinition[] {
  const fixed = new Set([
    ...Object.keys(fixedValues(resource, signed, scope)),
    ...Object.keys(venueOnCreate(resource.owner, signed)),
  ]);
  return resource.fields.filter((field) => !fixed.has(field.name));
}

/**
 * The values the scope sets on what is written (its venue, its event). A filter that is no one value (any of `a,b`,
 * a range such as `field[ne]`) only narrows what is reached: its field stays the form's to fill, and is not written.
 */
export function fixedValues(resource: ResourceDefinition, signed: Signed, scope?: Query): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(scopeQuery(resource, signed, scope))
      .filter(([name, value]) => !name.includes("[") && !String(value).includes(","))
      .map(([name, value]) => [name, value === "true" ? true : value === "false" ? false : value]),
  );
}

/** A list-only resource answers not-found to its record and delete URLs. */
export function requireAction(resource: ResourceDefinition, action: "create" | "edit" | "delete") {
  if (!allows(resource, action)) throw notFound();
}
