// Followers' counts and the sending of a notification (spec sections 5 and 7): the draft is checked, its recipients are
// counted and shown for confirmation, and only a confirmed draft is posted to notification-logs.
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json } from "@remix-run/node";
import { z } from "zod";
import type { Signed } from "~/core/auth/auth.server";
import type { FormValues, FoundOptions, Option } from "~/resource/fields";
import { notificationLogs } from "./notifications.resources";
import { schemaOf } from "~/resource/field-schema";
import {
  draftOf,
  notificationFieldsOf,
  recipientsQuery,
  type NotificationDraft,
  type NotificationSender,
} from "./notifications";
import { reachedVenue } from "~/core/access/row-scope";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure, postedChoices, searchInForm } from "~/resource/resource.server";
import { readForm } from "~/core/http/request-body.server";

const recentDays = 30;

/** A venue's followers: all of them, and those who started following in the last 30 days. Both read at once. */
export async function followerCounts(
  signed: Signed,
  discoId: string,
  now = new Date(),
): Promise<{ total: number; recent: number } | null> {
  const since = new Date(now.getTime() - recentDays * 86_400_000).toISOString();
  const [all, recent] = await Promise.all([
    signed.api.list("/followers", { discoId, limit: 1 }),
    signed.api.list("/followers", { discoId, "createdAt[gte]": since, limit: 1 }),
  ]);
  // Counts over rows the upstream should have filtered are not shown (decision 049).
  if (all.totalWithheld || recent.totalWithheld) return null;
  return { total: all.total, recent: recent.total };
}

export async function recipientsOf(
  signed: Signed,
  draft: Pick<NotificationDraft, "audience" | "discoId">,
): Promise<number | null> {
  const { path, query } = recipientsQuery(draft);
  const { total, totalWithheld } = await signed.api.list(path, query);
  // A count of followers the upstream should have filtered is not shown (decision 049): null, the text names none.
  return totalWithheld ? null : total;
}

/** The venue a signed-in venue user sends for: their own (disco, format, structure). */
export function ownVenueOf(signed: Signed): string | null {
  return signed.user.role !== "user" ? (reachedVenue(signed) ?? null) : null;
}

export type ComposerResult =
  | {
      phase: "edit";
      values: FormValues;
      result?: SubmissionResult<string[]>;
      /** Venues found by the search beside the venue's select, without JavaScript; the chosen one first. */
      found?: FoundOptions;
    }
  | {
      phase: "confirm";
      values: FormValues;
      draft: NotificationDraft;
      /** Null: the upstream's count is withheld (decision 049). */
      recipients: number | null;
      venueName: string | null;
      error?: string;
    };

/**
 * The composer's action, in three intents: `review` checks the draft and answers it with its recipients for
 * confirmation; `edit` goes back to the form with everything typed; `send` posts it and redirects with a notice.
 */
export async function notificationAction(request: Request, signed: Signed, redirectTo: string) {
  const venueId = ownVenueOf(signed);
  const sender: NotificationSender | null =
    signed.user.role === "admin" ? { global: true } : venueId ? { global: false, venueId } : null;
  if (!sender) throw new Response("Not Found", { status: 404 });
  // Any other intent (none, say) is the first step: the review.
  const schema = schemaOf(notificationFieldsOf(sender), { intent: z.enum(["review", "edit", "send"]).catch("review") });
  const form = await readForm(request);
  // Without JavaScript the venue's select has a search of its own: the form comes back with what it found.
  const search = sender.global ? await searchInForm(notificationLogs, signed, form) : null;
  if (search) {
    const values = Object.fromEntries([...form].filter(([, value]) => typeof value === "string")) as FormValues;
    const chosen = await postedChoices(notificationLogs, signed, values).catch(() => ({}) as Record<string, Option[]>);
    const others = search.found.options.filter((option) => option.value !== values.discoId);
    const options = [...(chosen.discoId ?? []), ...others];
    return json<ComposerResult>({ phase: "edit", values, found: { ...search.found, options } });
  }
  const submission = parseWithZod(form, { schema });
  const { intent: _intent, ...values } = submission.payload;
  if (submission.status !== "success")
    return json<ComposerResult>({ phase: "edit", values, result: submission.reply() }, { status: 400 });
  const { intent } = submission.value;
  const draft = draftOf(submission.value, sender);
  if (intent === "edit") return json<ComposerResult>({ phase: "edit", values, result: submission.reply() });

  let recipients: number | null;
  let venueName: string | null = null;
  try {
    const venue =
      sender.global && draft.discoId
        ? signed.api.get<{ name?: string }>(`/discos/${encodeURIComponent(draft.discoId)}`)
        : null;
    [recipients, venueName] = await Promise.all([
      recipientsOf(signed, draft),
      venue?.then((record) => record.name ?? null) ?? null,
    ]);
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    if (status === 404)
      return json<ComposerResult>(
        { phase: "edit", values, result: submission.reply({ fieldErrors: { discoId: ["notify.venueGone"] } }) },
        { status },
      );
    return json<ComposerResult>(
      { phase: "edit", values, result: submission.reply({ formErrors: [message] }) },
      { status },
    );
  }
  if (intent !== "send") return json<ComposerResult>({ phase: "confirm", values, draft, recipients, venueName });

  try {
    const sent = await signed.api.post<{ recipients?: number }>("/notification-logs", draft);
    const count = String(sent?.recipients ?? recipients ?? "");
    return redirectWithNotice(redirectTo, { type: "positive", key: "notify.sent", values: { count } });
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    return json<ComposerResult>({ phase: "confirm", values, draft, recipients, venueName, error: message }, { status });
  }
}
