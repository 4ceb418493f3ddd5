// How an upstream failure reaches the error page: a status and a kind the page can explain (spec section 8).
export const upstreamFailures = ["bad-request", "not-found", "server", "timeout", "unreachable", "malformed"] as const;
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
      return 503;
    default:
      return 502;
  }
}

export type UpstreamFailureBody = { failure: UpstreamFailure; message?: string };

export function isUpstreamFailureBody(data: unknown): data is UpstreamFailureBody {
  return (
    typeof data === "object" &&
    data !== null &&
    "failure" in data &&
    (upstreamFailures as readonly string[]).includes(String((data as { failure: unknown }).failure))
  );
}
