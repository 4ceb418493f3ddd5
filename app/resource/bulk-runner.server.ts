// The background runner of a bulk run (decisions 023 and 032): the rows a request names, read in the user's scope; a
// run started in the database and worked in this process after the answer, each row through the kind's rule and then
// its write (which the upstream client records in the audit trail); a run whose process stopped taken over, row by row.
import type { TFunction } from "i18next";
import type { ZodType, ZodTypeDef } from "zod";
import { auditActorOf, type Signed } from "~/core/auth/auth.server";
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
  finishBulkRun,
  settleBulkRow,
  takeOverBulkRun,
  unsettledBulkRows,
} from "~/core/db/bulk-store.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { reachedVenue } from "~/core/access/row-scope";
import { callUpstream, UpstreamError, upstreamClient } from "~/core/upstream/upstream.server";
import { endSessionsOf, sessionLimits } from "~/core/auth/session.server";
import { isSessionLive } from "~/core/db/session-store.server";
import { database } from "~/core/db/database.server";
import { env } from "~/core/config/env.server";
import { admittedUser } from "~/core/auth/user";
import { canAccess, section, viewerOf } from "~/core/access/permissions";
import { translateServerMessage } from "~/core/upstream/server-messages";
import type { BulkContext, BulkKind, Listed } from "./bulk-kind.server";
import type { ResourceDefinition } from "./definition";
import { scopeQuery } from "./scope.server";

/** What a run is asked to do: the action, and the rows (those chosen, or all matching the list's filter). */
export type BulkAsk<Action extends string = string> = {
  action: Action;
  scope: "selected" | "all";
  ids: string[];
  filter: string;
};

/**
 * The rows a request names, within the user's scope: the chosen ids (those outside it are missing, and are reported
 * as skipped) or every one matching the filter. `total` is how many the filter matches, to refuse a run past the
 * maximum.
 */
export async function targetsOf<Row extends Listed>(
  signed: Signed,
  resource: ResourceDefinition,
  schema: ZodType<Row, ZodTypeDef, unknown>,
  asked: BulkAsk,
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
  asked: BulkAsk<Action>,
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
