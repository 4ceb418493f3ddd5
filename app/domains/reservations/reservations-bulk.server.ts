// Bulk changes of reservations (issue 16): accept, reject or cancel the rows chosen on a page, or all the reservations
// matching the list's filter across pages. A GET shows the confirmation (the action, the count, the filter); its post
// starts a run that goes on in the server after the answer, writing its progress to the database, and sends the user
// to the run's report, which follows it. Every row goes through the rules of one change: found in the user's scope
// (else skipped, never sent), a state that allows the change, room at its table for an accept.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z } from "zod";
import { notFound, requireAccess, type Signed } from "~/core/auth.server";
import { auditDatabase } from "~/core/audit.server";
import { bulkConcurrency, maxBulkRows, runBounded, type BulkOutcome } from "~/core/bulk";
import { createBulkRun, findBulkRun, saveBulkProgress } from "~/core/bulk-store.server";
import { getTranslator } from "~/core/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/list-query";
import { section } from "~/core/permissions";
import { reachedVenue } from "~/core/row-scope";
import { UpstreamError, upstreamClient, requestIdOf } from "~/core/upstream.server";
import type { ResourceDefinition } from "~/resource/definition";
import { scopeQuery } from "~/resource/resource.server";
import { bulkReservationActions, canApply, targetStatus, type BulkReservationAction } from "./reservation-transitions";
import { acceptProblem, reservationSchema, type Reservation } from "./reservations.server";

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

const bulkRequest = z.object({
  action: z.enum(bulkReservationActions),
  scope: z.enum(["selected", "all"]),
  ids: z.array(z.string().regex(idPattern)).max(maxBulkRows),
  filter: z.string().max(2000),
});
type BulkRequest = z.output<typeof bulkRequest>;

function readBulkRequest(params: URLSearchParams): BulkRequest {
  const parsed = bulkRequest.safeParse({
    action: params.get("action"),
    scope: params.get("scope"),
    ids: [...new Set(params.getAll("ids"))],
    filter: params.get("filter") ?? "",
  });
  if (!parsed.success) throw notFound();
  return parsed.data;
}

const listed = reservationSchema.extend({ _id: z.string() });
type Listed = Reservation & { _id: string };

/**
 * The reservations a request names, within the user's scope: the chosen ids (those outside it are missing, and will be
 * reported as skipped) or every one matching the filter. `total` is how many the filter matches, to refuse a run past
 * the maximum.
 */
async function targetsOf(signed: Signed, resource: ResourceDefinition, asked: BulkRequest) {
  const scope = scopeQuery(resource, signed);
  if (asked.scope === "all") {
    const state = parseListQuery(new URLSearchParams(asked.filter), resource.list);
    const { items, total } = await signed.api.listAs(listed, `/${resource.endpoint}`, {
      ...toUpstreamQuery(state, resource.list),
      ...scope,
      page: 1,
      limit: maxBulkRows,
    });
    return { rows: items, missing: [] as string[], total };
  }
  if (asked.ids.length === 0) return { rows: [], missing: [], total: 0 };
  const { items } = await signed.api.listAs(listed, `/${resource.endpoint}`, {
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

/** GET `/reservations/bulk`: what the run would do, or why it cannot. */
export async function bulkReservationConfirm(resource: ResourceDefinition, { request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, resource.section);
  const asked = readBulkRequest(new URL(request.url).searchParams);
  const { t } = await getTranslator(request);
  const { rows, missing, total } = await targetsOf(signed, resource, asked);
  return json({
    ...asked,
    base: section(resource.section).path,
    count: asked.scope === "all" ? total : rows.length + missing.length,
    tooMany: total > maxBulkRows,
    none: total === 0,
    max: maxBulkRows,
    filterWords: asked.scope === "all" ? filterSummary(t, resource, asked.filter) : [],
  });
}

/** One reservation's turn in a run: the same checks as a single change, then the change itself. */
async function changeOne(
  signed: Signed,
  t: TFunction,
  resource: ResourceDefinition,
  action: BulkReservationAction,
  row: Listed,
): Promise<BulkOutcome | null> {
  const label = String(row.code ?? row._id);
  const status = row.status ?? "";
  if (!canApply(action, status))
    return {
      id: row._id,
      label,
      outcome: "skipped",
      reason: t("bulk.reasons.state", { status: t(`reservationStatuses.${status}`, { defaultValue: status }) }),
    };
  try {
    if (action === "accept") {
      const full = await acceptProblem(signed, t, row);
      if (full) return { id: row._id, label, outcome: "skipped", reason: full };
    }
    await signed.api.put(`/${resource.endpoint}/${encodeURIComponent(row._id)}`, { status: targetStatus(action) });
    return null;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return { id: row._id, label, outcome: "failed", reason: error.serverMessage ?? t(`errors.${error.kind}`) };
  }
}

/** POST `/reservations/bulk`: starts the run and sends the user to its report. */
export async function startBulkReservationRun(resource: ResourceDefinition, { request }: ActionFunctionArgs) {
  const signed = await requireAccess(request, resource.section);
  const asked = readBulkRequest(new URLSearchParams(await request.text()));
  const { t } = await getTranslator(request);
  const { rows, missing, total } = await targetsOf(signed, resource, asked);
  if (total > maxBulkRows) return json({ error: t("bulk.tooMany", { max: maxBulkRows }) }, { status: 400 });
  const db = await auditDatabase();
  const runId = await createBulkRun(db, {
    userId: signed.user._id,
    venueId: reachedVenue(signed) ?? null,
    entity: resource.endpoint,
    action: asked.action,
    filter: asked.scope === "all" ? asked.filter : asked.ids.join(","),
    total: rows.length + missing.length,
  });
  // The run outlives this request: its calls must not be cancelled when the answer has gone, so they use a client
  // of their own (same user, same request id in the upstream's log, same audit trail).
  const detached: Signed = {
    ...signed,
    api: upstreamClient(
      new Request(request.url, { headers: { "x-request-id": requestIdOf(request) } }),
      signed.auth.token,
      {
        userId: signed.user._id,
        email: signed.user.email,
        role: signed.user.role,
        venueId: reachedVenue(signed) ?? null,
      },
    ),
  };
  detached.api.remember(resource.endpoint, rows);
  const outcomes: BulkOutcome[] = missing.map((id) => ({
    id,
    label: id,
    outcome: "skipped" as const,
    reason: t("bulk.reasons.notFound"),
  }));
  let done = missing.length;
  let succeeded = 0;
  let saved = Date.now();
  const run = async () => {
    await runBounded(
      rows,
      bulkConcurrency,
      async (row) => {
        const outcome = await changeOne(detached, t, resource, asked.action, row);
        done++;
        if (outcome) outcomes.push(outcome);
        else succeeded++;
        // Progress at most every half second: the report polls, and a write per row would double the run's work.
        if (Date.now() - saved > 500) {
          saved = Date.now();
          await saveBulkProgress(db, runId, { done, succeeded, outcomes });
        }
      },
      // Reservations at one table take turns: two accepts must not both take its last place.
      (row) => (asked.action === "accept" && row.tableId ? row.tableId : null),
    );
    await saveBulkProgress(db, runId, { done, succeeded, outcomes, finished: true });
  };
  run().catch(async (error: unknown) => {
    console.error(`[bulk] run ${runId} stopped: ${error instanceof Error ? error.message : String(error)}`);
    outcomes.push({ id: "", label: "", outcome: "failed", reason: t("bulk.stopped") });
    await saveBulkProgress(db, runId, { done, succeeded, outcomes, finished: true }).catch(() => {});
  });
  // The report keeps the list's filter in its URL, so the list behind it and its way back are the ones the user left.
  return redirect(`${section(resource.section).path}/bulk/${runId}${asked.filter ? `?${asked.filter}` : ""}`);
}

/** GET `/reservations/bulk/:runId`: the run's progress, then its report; only for the user who started it. */
export async function bulkReservationReport(resource: ResourceDefinition, { request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, resource.section);
  const run = params.runId ? await findBulkRun(await auditDatabase(), params.runId) : null;
  if (!run || run.userId !== signed.user._id || run.entity !== resource.endpoint) throw notFound();
  return json({
    run,
    back: new URL(request.url).search.slice(1),
    base: section(resource.section).path,
  });
}
