// The identity-check queue (spec sections 4 and 6): the list of one status with the count of each, pictures made
// absolute so the browser loads them from the upstream, and the approve and reject confirmations, allowed only from
// pending (user-validations.ts) and answered not-found otherwise. Admin only, in every loader and action.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { z } from "zod";
import { userValidations } from "~/domains/people/user-validations.resources";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { parseListQuery, toUpstreamQuery } from "~/core/lists/list-query";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure, listPath, resourceListData } from "~/resource/resource.server";
import { optionalText, upstreamRecord } from "~/core/upstream/upstream-record";
import { decide, mayDecide, validationStatuses, type ValidationDecision } from "./user-validations";
import { absoluteUpstreamUrl } from "~/core/upstream/upstream.server";

const validationImages = ["identSelfie", "identDocFront", "identDocBack"] as const;

/** An identity check (spec section 3) as the queue's cards and the decisions read it. */
const checkSchema = upstreamRecord({
  status: optionalText,
  userId: optionalText,
  userName: optionalText,
  identDocNumber: optionalText,
  createdAt: optionalText,
  identSelfie: optionalText,
  identDocFront: optionalText,
  identDocBack: optionalText,
});
type Check = z.output<typeof checkSchema>;

/** A check as the page shows it: its pictures as addresses the browser can load, or empty when not sent. */
function shownCheck(check: Check): Check {
  const shown: Check = { ...check };
  for (const name of validationImages) shown[name] = check[name] ? absoluteUpstreamUrl(check[name]) : "";
  return shown;
}

export async function validationQueue(args: LoaderFunctionArgs) {
  const signed = await requireAccess(args.request, userValidations.section);
  const state = parseListQuery(new URL(args.request.url).searchParams, userValidations.list);
  const { status: _status, ...otherFilters } = state.filters;
  const countQuery = {
    ...toUpstreamQuery({ ...state, filters: otherFilters }, userValidations.list),
    page: 1,
    limit: 1,
  };
  const [list, ...counts] = await Promise.all([
    resourceListData(userValidations, args, { signed }),
    ...validationStatuses.map((status) =>
      signed.api.list(`/${userValidations.endpoint}`, { ...countQuery, status }).then(({ total }) => total),
    ),
  ]);
  return json({
    ...list,
    rows: list.rows.map((row) => shownCheck(checkSchema.parse(row))),
    counts: Object.fromEntries(validationStatuses.map((status, index) => [status, counts[index]])) as Record<
      string,
      number
    >,
  });
}

function checkPath(id: string | undefined): string {
  return `/${userValidations.endpoint}/${encodeURIComponent(id ?? "")}`;
}

/** The check to decide, or not-found when it is gone or no longer pending. */
async function pendingCheck(signed: Signed, id: string | undefined): Promise<Check> {
  const check = await signed.api.getAs(checkSchema, checkPath(id));
  if (!mayDecide(check.status)) throw notFound();
  return check;
}

export async function validationDecisionDialog(decision: ValidationDecision, { request, params }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, userValidations.section);
  const check = shownCheck(await pendingCheck(signed, params.id));
  const { t } = await getTranslator(request);
  const name = String(check.userName ?? "");
  return json({ check, title: t(`people.validations.${decision}Title`, { name }) });
}

/** PUT `{status}` (approved or rejected), then back to the queue with its search params and a notice naming the user. */
export async function decideValidation(decision: ValidationDecision, { request, params }: ActionFunctionArgs) {
  const signed = await requireAccess(request, userValidations.section);
  let name = "";
  try {
    const check = await signed.api.getAs(checkSchema, checkPath(params.id));
    const status = decide(check.status, decision);
    if (!status) {
      const { t } = await getTranslator(request);
      return json({ error: t("people.validations.alreadyDecided") }, { status: 409 });
    }
    name = String(check.userName ?? "");
    await signed.api.put(checkPath(params.id), { status });
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    return json({ error: message }, { status });
  }
  return redirectWithNotice(listPath(userValidations, request), {
    type: "positive",
    key: `people.validations.${decision === "approve" ? "approved" : "rejected"}`,
    values: { name },
  });
}
