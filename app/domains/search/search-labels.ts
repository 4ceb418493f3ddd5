// What a search hit and a failed kind say, shared by the header's box (on every signed-in page) and the search page:
// apart from the results' markup so every page does not download the search page's (decision 039).
import { useTranslation } from "react-i18next";
import type { UpstreamFailure } from "~/core/upstream/upstream-failure";
import type { SearchHit } from "./search.server";

/** Spec section 8's message for an upstream failure, as a translation key. */
export function failureMessageKey(failure: UpstreamFailure): string {
  switch (failure) {
    case "timeout":
      return "errors.timeout";
    case "unreachable":
      return "errors.unavailable";
    case "bad-request":
      return "errors.badRequest";
    default:
      return "errors.server";
  }
}

/** A hit's state, role or category in the reader's language (the raw value when the upstream sends a new one). */
export function useHitLabel() {
  const { t } = useTranslation();
  return (hit: SearchHit) =>
    hit.label && hit.label.value ? t(`${hit.label.key}.${hit.label.value}`, { defaultValue: hit.label.value }) : null;
}
