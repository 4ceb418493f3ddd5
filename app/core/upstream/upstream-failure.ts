// How an upstream failure reaches the error page: a status and a kind the page can explain (spec section 8).
// `withheld`: the upstream answered an aggregate, but its contract probe showed it ignores the scope's filters there,
// so the figure could hold other venues' and is not shown (decision 047).
const upstreamFailures = [
  "bad-request",
  "not-found",
  "server",
  "timeout",
  "unreachable",
  "malformed",
  "withheld",
] as const;
export type UpstreamFailure = (typeof upstreamFailures)[number];

export function statusForFailure(kind: UpstreamFailure): number {
  switch (kind) {
    case "bad-request":
      return 400;
    case "not-found":
      return 404;
    case "timeout":
      return 504;
    case "unreachable":
    case "withheld":
      return 503;
    default:
      return 502;
  }
}

/**
 * A failure as a page's loader throws it. An upstream 400 carries the catalogue key of its message
 * (server-messages.ts), never the message itself: what the upstream wrote may name its paths or internals
 * (decision 047).
 */
export type UpstreamFailureBody = { failure: UpstreamFailure; messageKey?: string };

export function isUpstreamFailureBody(data: unknown): data is UpstreamFailureBody {
  return (
    typeof data === "object" &&
    data !== null &&
    "failure" in data &&
    (upstreamFailures as readonly string[]).includes(String((data as { failure: unknown }).failure))
  );
}
