// A route's document headers when its form may be throttled (decision 046): the parents' as they are, and the action's
// Retry-After. Without a `headers` export Remix keeps only an action's cookies on a document answer, and a throttled
// post made without JavaScript would lose its Retry-After.
import type { HeadersFunction } from "@remix-run/node";

export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
