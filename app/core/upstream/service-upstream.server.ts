// The second upstream client of spec section 7: the calls the back-office makes on nobody's behalf, with the fixed
// service credential from the environment (UPSTREAM_SERVICE_TOKEN) instead of a user's token: registration today (the
// spec's "master calls" name no endpoint the back-office uses). The credential stays on the server: it is read here
// only, goes out only in the Authorization header of these calls, and is in no loader's data.
import { env } from "../config/env.server";
import { callUpstream, requestIdOf } from "./upstream.server";

export type ServiceUpstreamClient = {
  post<T>(path: string, body: unknown): Promise<T>;
};

/**
 * The service client for one page request: its id travels with each call. A call is not aborted when the browser goes
 * away: an account half-created because a tab closed would leave the user unsure whether it exists.
 */
export function serviceUpstream(request: Request): ServiceUpstreamClient {
  return {
    async post<T>(path: string, body: unknown) {
      const { data } = await callUpstream<T>({
        method: "POST",
        path,
        body,
        token: env.UPSTREAM_SERVICE_TOKEN,
        requestId: requestIdOf(request),
      });
      return data;
    },
  };
}
