// The sign-in form's action (spec sections 2, 5, 8): the form's own rules first, then the throttle (decision 046: per
// account and per address), then remix-auth's form strategy over the upstream; a refusal comes back beside the form
// with the email kept and the password cleared. Wrong and throttled attempts go to the audit trail.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs } from "@remix-run/node";
import { refuseCrossSite } from "~/core/http/same-origin.server";
import { loginSchema } from "./auth-schemas";
import { authenticator, SignInError } from "./authenticator.server";
import { completeSignIn } from "./sign-in.server";
import { readForm } from "~/core/http/request-body.server";
import { throttleAttempt, throttleRefusal } from "~/core/auth/throttle.server";
import { clientAddress } from "~/core/http/client-address.server";
import { recordRefusedAttempt } from "~/core/audit/audit.server";
import { requestIdOf } from "~/core/upstream/upstream.server";

export async function signInWithPassword({ request }: ActionFunctionArgs) {
  refuseCrossSite(request);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields: ["password"] }), { status: 400 });
  }
  const email = submission.value.email;
  const gate = await throttleAttempt("password", email, clientAddress());
  const attempt = { requestId: requestIdOf(request), email, action: "sign-in", path: "/login" };
  if (!gate.allowed) {
    const refusal = throttleRefusal(gate);
    if (gate.reason === "throttled") await recordRefusedAttempt({ ...attempt, status: 429, reason: "throttled" });
    return json(submission.reply({ formErrors: [refusal.formError], hideFields: ["password"] }), {
      status: refusal.status,
      headers: refusal.headers,
    });
  }
  try {
    // remix-auth copies the request (`new Request(url, request)`), which Node's own Request refuses once the body is
    // read: it gets a body-less copy, and the form strategy reads the form already parsed here.
    const bodyless = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
    });
    const auth = await authenticator.authenticate("form", bodyless, { throwOnError: true, context: { formData } });
    await gate.settle("success");
    return await completeSignIn(request, auth, submission.value.redirectTo);
  } catch (error) {
    if (error instanceof Response) throw error;
    const cause = error instanceof Error ? error.cause : undefined;
    const key = cause instanceof SignInError ? cause.message : "errors.unavailable";
    // Only a wrong password costs the account and the address a point; the upstream down or slow judged nothing.
    const wrong = key === "auth.wrongCredentials";
    await gate.settle(wrong ? "failure" : "untested");
    if (wrong) await recordRefusedAttempt({ ...attempt, status: 401, reason: "wrong-credentials" });
    return json(submission.reply({ formErrors: [key], hideFields: ["password"] }), { status: 401 });
  }
}
