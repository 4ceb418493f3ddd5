// Bulk actions on a list (issue 16), whatever the rows are: the rows chosen on a page, or every row matching the list's
// filter across pages. A GET shows the confirmation (the action, the count, the filter); its post starts a run that goes
// on in the server after the answer, writing its progress to the database, and sends the user to the run's report,
// which follows it. Every row goes through the rules of one change: found in the user's scope (else skipped, never
// sent), then the kind's own rule (a state that allows the change), then the change itself, which the upstream client
// records in the audit trail. A domain gives what is its own in a `BulkKind`: the `BulkOffer` its page shows too, and
// its rule and write; the routes are one-liners.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z, type ZodType, type ZodTypeDef } from "zod";
import { auditActorOf, notFound, type Signed } from "~/core/auth/auth.server";
import { auditDatabase, auditTrailFor } from "~/core/audit/audit.server";
import {
  bulkConcurrency,
  bulkHeartbeatMs,
  bulkStaleMs,
  isStale,
  maxBulkRows,
  runBounded,
  type BulkOutcome,
  type BulkRun,
} from "~/core/lists/bulk";
import {
  beatBulkRun,
  claimBulkRow,
  createBulkRun,
  findBulkRun,
  finishBulkRun,
  settleBulkRow,
  takeOverBulkRun,
  unsettledBulkRows,
} from "~/core/db/bulk-store.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { reachedVenue } from "~/core/access/row-scope";
import { callUpstream, UpstreamError, upstreamClient, requestIdOf } from "~/core/upstream/upstream.server";
import { endSessionsOf, sessionLimits } from "~/core/auth/session.server";
import { isSessionLive } from "~/core/db/session-store.server";
import { database } from "~/core/db/database.server";
import { env } from "~/core/config/env.server";
import { admittedUser } from "~/core/auth/user";
import { canAccess, section, viewerOf } from "~/core/access/permissions";
import { translateServerMessage } from "~/core/upstream/server-messages";
import type { BulkOffer } from "~/core/lists/bulk";
import { deleteBulkOffer } from "./bulk-offer";
import type { ResourceDefinition } from "./definition";
import { access, basePath, requireAction, scopeQuery } from "./scope.server";
import { requireWrite } from "./write-access.server";
import { readFormText } from "~/core/http/request-body.server";

type Listed = Record<string, unknown> & { _id: string };

/** What a list's bulk action is made of, besides what every run shares: its offer (the page's words), rule and write. */
export type BulkKind<Row extends Listed, Action extends string = string> = BulkOffer<Action> & {
  /** A listed row, read leniently (the fields the rule and the label need). */
  schema: ZodType<Row, ZodTypeDef, unknown>;
  /** The resource action the user must have besides opening the section (a delete, say). */
  needs?: "edit" | "delete";
  /** Why the row is left as it is (its state does not allow the action), before anything is sent; null to go on. */
  refusal?: (context: BulkContext, action: Action, row: Row) => string | null;
  /** Sends the change. A string is a reason found on the way (a table filled up) to leave the row as it is. */
  apply: (context: BulkContext, action: Action, row: Row) => Promise<string | null>;
  /** Rows with the same key take turns (two accepts must not both take a table's last place). */
  lane?: (action: Action, row: Row) => string | null;
};

export type BulkContext = { signed: Signed; t: TFunction; resource: ResourceDefinition };

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

function readBulkRequest<Action extends string>(actions: readonly [Action, ...Action[]], params: URLSearchParams) {
  const parsed = z
    .object({
      action: z.enum(actions),
      scope: z.enum(["selected", "all"]),
      ids: z.array(z.string().regex(idPattern)).max(maxBulkRows),
      filter: z.string().max(2000),
    })
    .safeParse({
      action: params.get("action"),
      scope: params.get("scope"),
      ids: [...new Set(params.getAll("ids"))],
      filter: params.get("filter") ?? "",
    });
  if (!parsed.success) throw notFound();
  return parsed.data as { action: Action; scope: "selected" | "all"; ids: string[]; filter: string };
}
type BulkRequest = ReturnType<typeof readBulkRequest>;

/** The confirmation's request: as a run's, except that the action may be missing (the bar sent without one). */
function readConfirmRequest<Action extends string>(actions: readonly [Action, ...Action[]], params: URLSearchParams) {
  if (params.get("action")) return readBulkRequest(actions, params);
  const chosen = new URLSearchParams(params);
  chosen.set("action", actions[0]);
  return { ...readBulkRequest(actions, chosen), action: null };
}

async function signedFor(resource: ResourceDefinition, needs: "edit" | "delete" | undefined, request: Request) {
  const signed = await access(resource, request, {});
  if (needs) requireAction(resource, needs);
  // Every bulk action writes: a user who may only read the list's records runs none (decision 025).
  requireWrite(resource, signed, needs);
  return signed;
}

/**
 * The rows a request names, within the user's scope: the chosen ids (those outside it are missing, and are reported
 * as skipped) or every one matching the filter. `total` is how many the filter matches, to refuse a run past the
 * maximum.
 */
async function targetsOf<Row extends Listed>(
  signed: Signed,
  resource: ResourceDefinition,
  schema: ZodType<Row, ZodTypeDef, unknown>,
  asked: BulkRequest,
) {
  const scope = scopeQuery(resource, signed);
  if (asked.scope === "all") {
    const state = parseListQuery(new URLSearchParams(asked.filter), resource.list);
    const { items, total } = await signed.api.listAs(schema, `/${resource.endpoint}`, {
      ...toUpstreamQuery(state, resource.list),
      ...scope,
      page: 1,
      limit: maxBulkRows,
    });
    return { rows: items, missing: [] as string[], total };
  }
  if (asked.ids.length === 0) return { rows: [] as Row[], missing: [] as string[], total: 0 };
  const { items } = await signed.api.listAs(schema, `/${resource.endpoint}`, {
    _id: asked.ids.join(","),
    ...scope,
    limit: asked.ids.length,
  });
  const found = new Set(items.map((row) => row._id));
  return { rows: items, missing: asked.ids.filter((id) => !found.has(id)), total: asked.ids.length };
}

/** The list's filter in words: each control's label and the value chosen, as the confirmation names it. */
function filterSummary(t: TFunction, resource: ResourceDefinition, filter: string): string[] {
  const state = parseListQuery(new URLSearchParams(filter), resource.list);
  const words: string[] = [];
  if (state.q) words.push(`${t("list.search")}: ${state.q}`);
  for (const control of resource.list.filterControls ?? []) {
    const value = state.filters[control.name];
    if (value)
      words.push(`${t(control.label)}: ${control.optionPrefix ? t(`${control.optionPrefix}.${value}`) : value}`);
    const from = state.filters[`${control.name}From`];
    const to = state.filters[`${control.name}To`];
    if (from || to) words.push(`${t(control.label)}: ${from ?? "…"} – ${to ?? "…"}`);
  }
  return words;
}

/** How many skipped rows the confirmation names one by one; past it, it says how many more. */
const skipsNamed = 50;

/**
 * GET `{list}/bulk`: what the run would do, or why it cannot: the count, the filter in words and the rows that will
 * be skipped and why (read now, by the kind's own rule; one that changes before the run is judged again then). With no
 * action chosen, the picker again with the error beside it and everything else kept.
 */
export async function bulkConfirm<Row extends Listed, Action extends string>(
  resource: ResourceDefinition,
  kind: BulkKind<Row, Action>,
  { request }: LoaderFunctionArgs,
) {
  const signed = await signedFor(resource, kind.needs, request);
  const asked = readConfirmRequest(kind.actions, new URL(request.url).searchParams);
  const { t } = await getTranslator(request);
  const common = {
    scope: asked.scope,
    ids: asked.ids,
    filter: asked.filter,
    texts: kind.texts,
    base: basePath(resource, {}),
    choices: kind.actions.map((action) => ({ value: action, label: kind.actionLabel(action) })),
  };
  if (asked.action === null) return json({ ...common, action: null });
  const action = asked.action;
  const { rows, missing, total } = await targetsOf(signed, resource, kind.schema, { ...asked, action });
  const tooMany = total > maxBulkRows;
  const context: BulkContext = { signed, t, resource };
  const skips = tooMany
    ? []
    : [
        ...missing.map((id) => ({ label: id, reason: t(`bulk.${kind.texts}.notFound`) })),
        ...rows.flatMap((row) => {
          const reason = kind.refusal?.(context, action, row);
          return reason ? [{ label: kind.rowName(row), reason }] : [];
        }),
      ];
  return json({
    ...common,
    action,
    actionLabel: kind.actionLabel(action),
    dangerous: asked.scope === "all" || (kind.dangerous ?? []).includes(action),
    count: asked.scope === "all" ? total : rows.length + missing.length,
    tooMany,
    max: maxBulkRows,
    filterWords: asked.scope === "all" ? filterSummary(t, resource, asked.filter) : [],
    skips: skips.slice(0, skipsNamed),
    skipCount: skips.length,
  });
}

/**
 * One row's turn in a run: the kind's rule, then the change; null when it was made. A row that was in flight when the
 * run's process stopped was read again before its turn: if its state no longer allows the change, the lost write most
 * likely went through, and it is not sent again.
 */
async function changeOne<Row extends Listed, Action extends string>(
  context: BulkContext,
  kind: BulkKind<Row, Action>,
  action: Action,
  row: Row,
  inFlight = false,
): Promise<BulkOutcome | null> {
  const label = kind.rowName(row);
  const refusal = kind.refusal?.(context, action, row);
  if (refusal)
    return {
      id: row._id,
      label,
      outcome: "skipped",
      reason: inFlight ? context.t("bulkRun.inFlight", { reason: refusal }) : refusal,
    };
  try {
    const reason = await kind.apply(context, action, row);
    return reason ? { id: row._id, label, outcome: "skipped", reason } : null;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return {
      id: row._id,
      label,
      outcome: "failed",
      reason:
        error.kind === "bad-request"
          ? translateServerMessage(context.t, error.serverMessage)
          : context.t(`errors.${error.kind}`),
    };
  }
}

/**
 * Whether the run's starter may still run it, asked before each row (decision 046): their session is live (not ended
 * at logout, by a password change, from the devices page, nor lapsed), and, read again from the upstream at most once
 * per recheck period, their rights still open the list's section. Answers why not, or null to go on. Once it says no,
 * it says no for the rest of the run.
 */
function starterGuard(context: BulkContext): () => Promise<string | null> {
  const { signed, resource, t } = context;
  const key = signed.sessionKey;
  const stopped = t("devices.bulkStopped");
  let stop: string | null = null;
  let rightsCheckedAt = Date.now();
  let rights: Promise<boolean> | null = null;
  const rightsHold = async () => {
    try {
      const { data } = await callUpstream<unknown>({ path: "/users/me", token: signed.auth.token });
      const admitted = admittedUser(data);
      if ("refused" in admitted) {
        if (admitted.refused !== "malformed") await endSessionsOf(signed.user._id, "rights-revoked");
        return admitted.refused === "malformed";
      }
      return canAccess(section(resource.section), viewerOf(admitted.user, signed.venueId));
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      // The token refused, the account gone: no rights. The upstream down: the run goes on, as a page would.
      if (error.status === 401 || error.status === 403 || error.status === 404) {
        if (error.status !== 401) await endSessionsOf(signed.user._id, "rights-revoked");
        return false;
      }
      return true;
    }
  };
  return async () => {
    if (stop) return stop;
    if (key === undefined || !(await isSessionLive(await database(), key, sessionLimits))) return (stop = stopped);
    if (Date.now() - rightsCheckedAt > env.SESSION_RECHECK_SECONDS * 1000) {
      rights ??= rightsHold().finally(() => {
        rightsCheckedAt = Date.now();
        rights = null;
      });
      if (!(await rights)) return (stop = stopped);
    }
    return null;
  };
}

/** This process, as the owner of the runs it works (decision 032): a takeover is from one owner to another. */
const processOwner = crypto.randomUUID();

/**
 * The user's client for a run that outlives the request: its calls must not be cancelled when the answer has gone, so
 * it has a client of its own (same user, same request id in the upstream's log, same audit trail).
 */
function detachedSigned(signed: Signed, url: string, requestId: string): Signed {
  return {
    ...signed,
    api: upstreamClient(
      new Request(url, { headers: { "x-request-id": requestId } }),
      signed.auth.token,
      auditTrailFor(auditActorOf(signed.user, signed.venueId)),
      { probes: signed.user.role !== "admin" },
    ),
  };
}

/**
 * Works a run's rows in this process: each row claimed in the database before its write is sent and settled before
 * the run moves on, so a process that takes the run over knows which rows are done and which were in flight. A
 * heartbeat says the process is alive; a run taken over meanwhile stops here at once.
 */
async function workRun<Row extends Listed, Action extends string>(
  runId: string,
  kind: BulkKind<Row, Action>,
  action: Action,
  context: BulkContext,
  rows: readonly Row[],
  inFlight: ReadonlySet<string> = new Set(),
): Promise<void> {
  const db = await auditDatabase();
  const mayGoOn = starterGuard(context);
  let owned = true;
  const beat = setInterval(() => {
    beatBulkRun(db, runId, processOwner)
      .then((still) => {
        if (!still) owned = false;
      })
      // A missed beat is only late: the next one, or a takeover, follows.
      .catch(() => {});
  }, bulkHeartbeatMs);
  try {
    await runBounded(
      rows,
      bulkConcurrency,
      async (row) => {
        if (!owned || !(await claimBulkRow(db, runId, row._id, processOwner))) return;
        const stop = await mayGoOn();
        if (stop) {
          await settleBulkRow(db, runId, row._id, processOwner, { state: "skipped", reason: stop });
          return;
        }
        const outcome = await changeOne(context, kind, action, row, inFlight.has(row._id));
        await settleBulkRow(
          db,
          runId,
          row._id,
          processOwner,
          outcome ? { state: outcome.outcome, reason: outcome.reason } : { state: "changed" },
        );
      },
      kind.lane ? (row) => kind.lane!(action, row) : undefined,
    );
    if (owned) await finishBulkRun(db, runId, processOwner);
  } catch (error) {
    console.error(`[bulk] run ${runId} stopped: ${error instanceof Error ? error.message : String(error)}`);
    const note: BulkOutcome = { id: "", label: "", outcome: "failed", reason: context.t("bulk.stopped") };
    await finishBulkRun(db, runId, processOwner, note).catch(() => {});
  } finally {
    clearInterval(beat);
  }
}

/** Starts a run of the rows a request names and works it in this process; answers its id at once. */
export async function launchBulkRun<Row extends Listed, Action extends string>(
  resource: ResourceDefinition,
  kind: BulkKind<Row, Action>,
  signed: Signed,
  t: TFunction,
  asked: { action: Action; scope: "selected" | "all"; ids: string[]; filter: string },
  origin: { url: string; requestId: string },
): Promise<{ runId: string } | { tooMany: true }> {
  const { rows, missing, total } = await targetsOf(signed, resource, kind.schema, asked);
  if (total > maxBulkRows) return { tooMany: true };
  const db = await auditDatabase();
  const runId = await createBulkRun(
    db,
    {
      userId: signed.user._id,
      venueId: reachedVenue(signed) ?? null,
      entity: resource.endpoint,
      action: asked.action,
      filter: asked.scope === "all" ? asked.filter : asked.ids.join(","),
      total: rows.length + missing.length,
    },
    processOwner,
    rows.map((row) => ({ id: row._id, label: kind.rowName(row) })),
    missing.map((id) => ({ id, label: id, outcome: "skipped", reason: t(`bulk.${kind.texts}.notFound`) })),
  );
  const detached = detachedSigned(signed, origin.url, origin.requestId);
  // The rows just read are the audit trail's "before" of each change: no second read per row.
  detached.api.remember(resource.endpoint, rows);
  void workRun(runId, kind, asked.action, { signed: detached, t, resource }, rows);
  return { runId };
}

/**
 * Takes over a run whose process stopped (its heartbeat is stale), for the user who started it, and works the rows it
 * left: read again in the user's scope (their state now decides; one gone is skipped as not found), those in flight
 * marked so. True when this process took it; the work goes on after the answer.
 */
export async function resumeStaleRun<Row extends Listed, Action extends string>(
  resource: ResourceDefinition,
  kind: BulkKind<Row, Action>,
  signed: Signed,
  t: TFunction,
  run: BulkRun,
  origin: { url: string; requestId: string },
): Promise<boolean> {
  const now = Date.now();
  if (run.userId !== signed.user._id || !isStale(run, now)) return false;
  if (!(kind.actions as readonly string[]).includes(run.action)) return false;
  const action = run.action as Action;
  const db = await auditDatabase();
  if (!(await takeOverBulkRun(db, run, processOwner, new Date(now - bulkStaleMs)))) return false;
  const resume = async () => {
    const left = await unsettledBulkRows(db, run.id);
    const detached = detachedSigned(signed, origin.url, origin.requestId);
    const { rows, missing } = left.length
      ? await targetsOf(detached, resource, kind.schema, {
          action,
          scope: "selected",
          ids: left.map((row) => row.id),
          filter: "",
        })
      : { rows: [] as Row[], missing: [] as string[] };
    for (const id of missing)
      if (await claimBulkRow(db, run.id, id, processOwner))
        await settleBulkRow(db, run.id, id, processOwner, {
          state: "skipped",
          reason: t(`bulk.${kind.texts}.notFound`),
        });
    detached.api.remember(resource.endpoint, rows);
    const inFlight = new Set(left.filter((row) => row.inFlight).map((row) => row.id));
    await workRun(run.id, kind, action, { signed: detached, t, resource }, rows, inFlight);
  };
  // A failure here leaves the run with this owner and a heartbeat that goes stale: the next reader takes it again.
  void resume().catch((error: unknown) =>
    console.error(`[bulk] resuming run ${run.id} failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  return true;
}

/** POST `{list}/bulk`: starts the run and sends the user to its report. */
export async function startBulkRun<Row extends Listed, Action extends string>(
  resource: ResourceDefinition,
  kind: BulkKind<Row, Action>,
  { request }: ActionFunctionArgs,
) {
  const signed = await signedFor(resource, kind.needs, request);
  const asked = readBulkRequest(kind.actions, new URLSearchParams(await readFormText(request)));
  const { t } = await getTranslator(request);
  const started = await launchBulkRun(resource, kind, signed, t, asked, {
    url: request.url,
    requestId: requestIdOf(request),
  });
  if ("tooMany" in started) return json({ error: t("bulk.tooMany", { max: maxBulkRows }) }, { status: 400 });
  // The report keeps the list's filter in its URL, so the list behind it and its way back are the ones the user left.
  return redirect(`${basePath(resource, {})}/bulk/${started.runId}${asked.filter ? `?${asked.filter}` : ""}`);
}

/**
 * GET `{list}/bulk/:runId`: the run's progress, then its report; only for the user who started it. Reading it takes
 * the run over when its process has stopped (decision 032).
 */
export async function bulkReport<Row extends Listed, Action extends string>(
  resource: ResourceDefinition,
  kind: BulkKind<Row, Action>,
  { request, params }: LoaderFunctionArgs,
) {
  const signed = await signedFor(resource, kind.needs, request);
  const db = await auditDatabase();
  let run = params.runId ? await findBulkRun(db, params.runId) : null;
  if (!run || run.userId !== signed.user._id || run.entity !== resource.endpoint) throw notFound();
  if (!(kind.actions as readonly string[]).includes(run.action)) throw notFound();
  if (isStale(run, Date.now())) {
    const { t } = await getTranslator(request);
    if (await resumeStaleRun(resource, kind, signed, t, run, { url: request.url, requestId: requestIdOf(request) }))
      run = (await findBulkRun(db, run.id)) ?? run;
  }
  return json({
    run,
    actionLabel: kind.actionLabel(run.action as Action),
    texts: kind.texts,
    back: new URL(request.url).search.slice(1),
    base: basePath(resource, {}),
  });
}

/** The upstream address of one listed row of the run's resource. */
function rowPath({ resource }: BulkContext, row: Listed): string {
  return `/${resource.endpoint}/${encodeURIComponent(row._id)}`;
}

/** The usual change of a bulk run: the row's fields that the action sets. */
export async function updateRow(context: BulkContext, row: Listed, fields: Record<string, unknown>): Promise<null> {
  await context.signed.api.put(rowPath(context, row), fields);
  return null;
}

/** Deleting rows of a catalogue list: nothing to check but the user's right to delete and the record's reach. */
export function deleteBulk(resource: ResourceDefinition): BulkKind<Listed, "delete"> {
  return {
    ...deleteBulkOffer(resource),
    schema: z.object({ _id: z.string() }).passthrough(),
    needs: "delete",
    apply: async (context, _action, row) => {
      await context.signed.api.remove(rowPath(context, row));
      return null;
    },
  };
}
