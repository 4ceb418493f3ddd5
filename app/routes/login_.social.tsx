// The server half of social sign-in: the provider's token goes to POST /auth/socialLogin and the session is made as
// for a password sign-in. Provider SDKs put the token in the form; without one the user is told it is unavailable.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { readControls, redirectToControl } from "~/core/form-controls.server";
import { socialLoginSchema } from "~/domains/account/auth-schemas";
import { signInErrorKey, toAuthSession } from "~/domains/account/authenticator.server";
import { flags } from "~/core/flags.server";
import { redirectWithNotice } from "~/core/notice.server";
import { loginPath, safeRedirect } from "~/core/safe-redirect";
import { completeSignIn } from "~/domains/account/sign-in.server";
import { callUpstream } from "~/core/upstream.server";
import { refuseCrossSite } from "~/core/same-origin.server";

export async function loader() {
  return redirect("/login");
}

export async function action({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  // The provider and its token are what the provider's SDK put in the form: nothing here is typed by the user.
  const formData = await request.formData();
  const redirectTo = safeRedirect(readControls(formData, { redirectTo: redirectToControl })?.redirectTo, "");
  const back = loginPath(redirectTo || undefined);
  const social = readControls(formData, socialLoginSchema.shape);
  if (!social || (social.provider === "facebook" && !flags.facebookLogin)) {
    return redirectWithNotice(back, { type: "negative", key: "auth.socialUnavailable" });
  }
  try {
    const { data } = await callUpstream<{ token: string; refreshToken?: string; user: unknown }>({
      method: "POST",
      path: "/auth/socialLogin",
      body: { token: social.token, provider: social.provider },
    });
    return await completeSignIn(request, toAuthSession(data), redirectTo);
  } catch (error) {
    // Spec section 8: social sign-in errors are logged; the user stays on the login page.
    console.warn(`[social-login] ${social.provider}: ${error instanceof Error ? error.message : String(error)}`);
    return redirectWithNotice(back, { type: "negative", key: signInErrorKey(error) });
  }
}
