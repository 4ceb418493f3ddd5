// Stand-ins for the social providers' official scripts (no network here): a server on 127.0.0.1 that serves a
// Google Identity Services, a Sign in with Apple JS and a Facebook SDK with the calls the login page makes. What the
// provider answers is the test's own: the page's `window.__socialPlan` (set by an init script) says which token each
// provider hands back, or which error it gives, so tests running side by side never see each other's plan.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type SocialPlan = {
  google?: { credential: string };
  apple?: { idToken: string } | { error: string };
  facebook?: { accessToken: string } | { status: string };
};

const scripts: Record<string, string> = {
  "/gsi/client": `
    window.__socialConfig = window.__socialConfig || {};
    window.google = { accounts: { id: {
      initialize(config) { window.__socialConfig.google = { client_id: config.client_id }; this.callback = config.callback; },
      renderButton(parent, options) {
        const id = this;
        const button = document.createElement("button");
        button.type = "button";
        button.textContent = "Sign in with Google (stand-in)";
        button.dataset.locale = options.locale || "";
        button.addEventListener("click", () => {
          const plan = (window.__socialPlan || {}).google;
          // Google itself shows its errors in its pop-up and calls back only with a credential.
          if (plan && plan.credential) id.callback({ credential: plan.credential, select_by: "btn" });
        });
        parent.replaceChildren(button);
      },
    } } };`,
  "/appleid.auth.js": `
    window.__socialConfig = window.__socialConfig || {};
    window.AppleID = { auth: {
      init(config) { window.__socialConfig.apple = config; },
      signIn() {
        const plan = (window.__socialPlan || {}).apple || { error: "popup_closed_by_user" };
        return plan.idToken
          ? Promise.resolve({ authorization: { id_token: plan.idToken, code: "stand-in-code" } })
          : Promise.reject({ error: plan.error });
      },
    } };`,
  "/sdk.js": `
    window.__socialConfig = window.__socialConfig || {};
    window.FB = {
      init(config) { window.__socialConfig.facebook = config; },
      login(callback) {
        const plan = (window.__socialPlan || {}).facebook || { status: "unknown" };
        callback(plan.accessToken
          ? { status: "connected", authResponse: { accessToken: plan.accessToken } }
          : { status: plan.status, authResponse: null });
      },
    };`,
};

export type ProviderStandIn = {
  /** The environment that points the back-office at the stand-ins, with a client id for each provider. */
  appEnv: Record<string, string>;
  origin: string;
  stop(): Promise<void>;
};

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const server = http.createServer((request, response) => {
    const body = scripts[new URL(request.url ?? "/", "http://stand-in").pathname];
    response.writeHead(body ? 200 : 404, { "content-type": "text/javascript; charset=utf-8" });
    response.end(body ?? "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    appEnv: {
      GOOGLE_CLIENT_ID: "stand-in-google-client.apps.googleusercontent.com",
      GOOGLE_SCRIPT_URL: `${origin}/gsi/client`,
      APPLE_CLIENT_ID: "test.stand-in.backoffice",
      APPLE_SCRIPT_URL: `${origin}/appleid.auth.js`,
      FEATURE_FACEBOOK_LOGIN: "1",
      FACEBOOK_APP_ID: "1234567890",
      FACEBOOK_SCRIPT_URL: `${origin}/sdk.js`,
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
