// Which social sign-in providers this deployment offers (spec section 1): a provider is on only when its client id is
// configured (Facebook also needs its build flag), and the login page loads that provider's official script from the
// configured address. The security headers allow exactly those scripts' origins. Read once: the environment is fixed.
import { env } from "~/core/config/env.server";
import { flags } from "~/core/config/flags.server";
import type { ThirdPartyOrigins } from "~/core/http/security-headers.server";
import type { SocialProvider, SocialProviderName } from "./social-sign-in";

const facebookFrames = "https://www.facebook.com";

const configured: readonly SocialProvider[] = [
  ...(env.GOOGLE_CLIENT_ID
    ? [{ provider: "google" as const, clientId: env.GOOGLE_CLIENT_ID, scriptUrl: env.GOOGLE_SCRIPT_URL }]
    : []),
  ...(env.APPLE_CLIENT_ID
    ? [
        {
          provider: "apple" as const,
          clientId: env.APPLE_CLIENT_ID,
          scriptUrl: env.APPLE_SCRIPT_URL,
          ...(env.APPLE_REDIRECT_URI ? { redirectUri: env.APPLE_REDIRECT_URI } : {}),
        },
      ]
    : []),
  ...(flags.facebookLogin && env.FACEBOOK_APP_ID
    ? [{ provider: "facebook" as const, clientId: env.FACEBOOK_APP_ID, scriptUrl: env.FACEBOOK_SCRIPT_URL }]
    : []),
];

/**
 * Where the configured providers' scripts come from, and where those scripts frame and call: Google's button and its
 * calls share its script's origin; Facebook's SDK frames its dialogs from facebook.com; Apple's sign-in is a pop-up
 * window, which the page's policy does not govern.
 */
const scriptOrigins = [...new Set(configured.map((entry) => new URL(entry.scriptUrl).origin))];
const origins: ThirdPartyOrigins = {
  scripts: scriptOrigins,
  frames: [...scriptOrigins, ...(configured.some((entry) => entry.provider === "facebook") ? [facebookFrames] : [])],
};

export function socialProviders(): readonly SocialProvider[] {
  return configured;
}

/** Whether a sign-in with this provider may be taken: the same rule as the button's. */
export function offersProvider(provider: SocialProviderName): boolean {
  return configured.some((entry) => entry.provider === provider);
}

export function socialOrigins(): ThirdPartyOrigins {
  return origins;
}
