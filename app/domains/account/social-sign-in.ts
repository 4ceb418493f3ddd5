// The browser half of social sign-in (spec sections 1 and 7): each provider's official script, loaded from the
// address the server configured, gives a token that the login page posts to /login/social. No library wraps all three
// (the React wrappers of Google's and Apple's scripts hard-code their CDN address, which a deployment behind a proxy and
// the browser tests cannot change), so this module holds the few calls each script documents. Failures are only
// logged (section 8): the user is still on the login page, with email and password.

export type SocialProviderName = "google" | "apple" | "facebook";

/** A configured provider, as the loader hands it to the page. */
export type SocialProvider = {
  provider: SocialProviderName;
  clientId: string;
  scriptUrl: string;
  /** Apple only: the return address registered for the Services ID (the login page's own when unset). */
  redirectUri?: string;
};

// The parts of the providers' globals this module calls, as their documentation describes them.
type GoogleIdentity = {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential?: string }) => void }): void;
      renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
    };
  };
};
type AppleId = {
  auth: {
    init(config: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
    signIn(): Promise<{ authorization?: { id_token?: string } }>;
  };
};
type FacebookSdk = {
  init(config: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken?: string } | null; status?: string }) => void): void;
};
type ProviderGlobals = { google?: GoogleIdentity; AppleID?: AppleId; FB?: FacebookSdk };

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per page, however many times it is asked for. */
function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`${src} did not load`));
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}

export function logSocialError(provider: SocialProviderName, reason: unknown) {
  const text =
    reason instanceof Error
      ? reason.message
      : typeof reason === "object" && reason && "error" in reason
        ? String((reason as { error: unknown }).error)
        : String(reason);
  console.warn(`[social-login] ${provider}: ${text}`);
}

export type SocialSession = {
  /** Google draws its own button (its branding rules): where to draw it. */
  googleButton?: HTMLElement | null;
  language: string;
  onToken(provider: SocialProviderName, token: string): void;
};

/**
 * Loads a provider's script and sets it up. Answers the provider's sign-in to run on a click of our button, or `null`
 * for Google, whose own button (drawn into `googleButton`) starts it.
 */
export async function prepareProvider(entry: SocialProvider, session: SocialSession): Promise<(() => void) | null> {
  await loadScript(entry.scriptUrl);
  const globals = window as unknown as ProviderGlobals;
  const fail = (reason: unknown) => logSocialError(entry.provider, reason);
  switch (entry.provider) {
    case "google": {
      const google = globals.google;
      if (!google || !session.googleButton) throw new Error("the Google script gave no google.accounts.id");
      google.accounts.id.initialize({
        client_id: entry.clientId,
        callback: (response) =>
          response.credential ? session.onToken("google", response.credential) : fail("no credential"),
      });
      google.accounts.id.renderButton(session.googleButton, {
        type: "standard",
        theme: "outline",
        size: "large",
        text: "continue_with",
        locale: session.language,
        // As wide as the cell it replaces our button in (Google takes 200 to 400 pixels).
        width: Math.max(200, Math.min(400, session.googleButton.parentElement?.clientWidth ?? 0)),
      });
      return null;
    }
    case "apple": {
      const apple = globals.AppleID;
      if (!apple) throw new Error("the Apple script gave no AppleID.auth");
      apple.auth.init({
        clientId: entry.clientId,
        scope: "name email",
        redirectURI: entry.redirectUri ?? `${window.location.origin}/login`,
        usePopup: true,
      });
      return () => {
        apple.auth.signIn().then((response) => {
          const token = response.authorization?.id_token;
          if (token) session.onToken("apple", token);
          else fail("no id_token");
        }, fail);
      };
    }
    case "facebook": {
      const facebook = globals.FB;
      if (!facebook) throw new Error("the Facebook SDK gave no FB");
      facebook.init({ appId: entry.clientId, version: "v19.0", cookie: false, xfbml: false });
      // FB.login opens a pop-up: it must run within the click, which the caller does.
      return () => {
        facebook.login((response) => {
          const token = response.authResponse?.accessToken;
          if (token) session.onToken("facebook", token);
          else fail(response.status ?? "no access token");
        });
      };
    }
  }
}
