// Bulk actions on a list (decision 023), whatever the rows are: the rows chosen on a page, or every row matching the
// list's filter across pages. These are the request handlers the routes call: a GET shows the confirmation (the
// action, the count, the filter); its post starts a run that goes on in the server after the answer
// (bulk-runner.server.ts) and sends the user to the run's report, which follows it. Every row goes through the rules
// of one change: found in the user's scope (else skipped, never sent), then the kind's own rule (a state that allows
// the change), then the change itself. What is a domain's own is its `BulkKind` (bulk-kind.server.ts).
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";
import { z } from "zod";
import { notFound } from "~/core/auth/auth.server";
import { auditDatabase } from "~/core/audit/audit.server";
import { isStale, maxBulkRows } from "~/core/lists/bulk";
import { findBulkRun } from "~/core/db/bulk-store.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery } from "~/core/lists/list-query";
import { requestIdOf } from "~/core/upstream/upstream.server";
import { readFormText } from "~/core/http/request-body.server";
import type { BulkContext, BulkKind, Listed } from "./bulk-kind.server";
import { launchBulkRun, resumeStaleRun, targetsOf, type BulkAsk } from "./bulk-runner.server";
import type { ResourceDefinition } from "./definition";
import { access, basePath, requireAction } from "./scope.server";
import { requireWrite } from "./write-access.server";

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
  return parsed.data as BulkAsk<Action>;
}

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

/** Up to how many chosen rows a confirmation names one by one. */
const namedRows = 5;

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
    // A few rows are named in the confirmation, so the user sees which (decision 051).
    named: !tooMany && rows.length + missing.length <= namedRows ? rows.map((row) => kind.rowName(row)) : [],
    notifies: (kind.notifies ?? []).includes(action),
  });
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
