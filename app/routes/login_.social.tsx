// The server half of social sign-in: the provider's token goes to POST /auth/socialLogin and the session is made as
// for a password sign-in (with its 'User not allowed' rule). The provider's script gives the token; a post without
// one (no JavaScript, or the script not loaded yet) is told the provider needs it, and a provider this deployment does
// not offer is refused before anything is sent upstream.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readControls, redirectToControl } from "~/core/http/form-controls.server";
import { socialLoginSchema } from "~/domains/account/auth-schemas";
import { signInErrorKey, toAuthSession } from "~/domains/account/authenticator.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { loginPath, safeRedirect } from "~/core/http/safe-redirect";
import { completeSignIn } from "~/domains/account/sign-in.server";
import { callUpstream, requestIdOf } from "~/core/upstream/upstream.server";
import { offersProvider } from "~/domains/account/social-providers.server";
import { z } from "zod";
import { refuseCrossSite } from "~/core/http/same-origin.server";
import { readForm } from "~/core/http/request-body.server";

/** The providers' own names, the same in every language. */
const socialNames: Record<z.infer<typeof socialLoginSchema>["provider"], string> = {
  google: "Google",
  apple: "Apple",
  facebook: "Facebook",
};

export async function loader() {
  return redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  // The provider and its token are what the provider's SDK put in the form: nothing here is typed by the user.
  const formData = await readForm(request);
  const redirectTo = safeRedirect(readControls(formData, { redirectTo: redirectToControl })?.redirectTo, "");
  const back = loginPath(redirectTo || undefined);
  const provider = readControls(formData, { provider: socialLoginSchema.shape.provider })?.provider;
  if (!provider || !offersProvider(provider)) {
    return redirectWithNotice(back, { type: "negative", key: "auth.socialUnavailable" });
  }
  const social = readControls(formData, socialLoginSchema.shape);
  if (!social) {
    return redirectWithNotice(back, {
      type: "negative",
      key: "auth.socialNeedsScript",
      values: { provider: socialNames[provider] },
    });
  }
  try {
    const { data } = await callUpstream<{ token: string; refreshToken?: string; user: unknown }>({
      method: "POST",
      path: "/auth/socialLogin",
      body: { token: social.token, provider: social.provider },
      requestId: requestIdOf(request),
    });
    return await completeSignIn(request, toAuthSession(data), redirectTo);
  } catch (error) {
    // Spec section 8: social sign-in errors are logged; the user stays on the login page.
    console.warn(`[social-login] ${social.provider}: ${error instanceof Error ? error.message : String(error)}`);
    return redirectWithNotice(back, { type: "negative", key: signInErrorKey(error) });
  }
}
