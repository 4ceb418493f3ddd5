// The spin-gift forms' cross-record rule (spec section 3): the gifts of one event, or the global ones, share one wheel
// of 100%. The others are read from the upstream, leaving out the gift being edited.
import type { FormValues } from "~/resource/fields";
import type { Signed } from "~/core/auth/auth.server";
import { checkSpinProbability, probabilityLeft } from "./spin-probability";
import { z } from "zod";
import { upstreamRecord } from "~/core/upstream/upstream-record";

/** A spin gift as the wheel's rule reads it: its probability, a number or a numeric text. */
const giftSchema = upstreamRecord({ probability: z.union([z.number(), z.string()]).nullish().catch(undefined) });

/** The probabilities of the other gifts on the same wheel as this payload (its event's, or the global set). */
async function otherProbabilities(signed: Signed, payload: FormValues, id: string): Promise<number[]> {
  const global = payload.global === true || payload.global === "true";
  if (!global && !payload.eventId) return [];
  const query = global ? { global: "true" } : { global: "false", eventId: String(payload.eventId) };
  const { items } = await signed.api.listAs(giftSchema, "/spin-gifts", { ...query, limit: 1000 });
  return items.filter((gift) => gift._id !== id).map((gift) => Number(gift.probability ?? 0));
}

/** The `check` of resourceSave for spin gifts: an error on the probability field saying how much is left. */
export async function spinProbabilityCheck(payload: FormValues, id: string, signed: Signed) {
  const others = await otherProbabilities(signed, payload, id);
  const result = checkSpinProbability(Number(payload.probability ?? 0), others);
  return result.ok ? null : { probability: [`night.spin.tooMuch|${result.left}`] };
}

/** How much of a wheel is used and left, for the list's summary. */
export async function wheelUsage(signed: Signed, scope: { global: true } | { eventId: string }) {
  const query = "global" in scope ? { global: "true" } : { global: "false", eventId: scope.eventId };
  const { items } = await signed.api.listAs(giftSchema, "/spin-gifts", { ...query, limit: 1000 });
  const probabilities = items.map((gift) => Number(gift.probability ?? 0));
  const left = probabilityLeft(probabilities);
  return { used: Math.round((100 - left) * 100) / 100, left };
}
