// Turns a failed upstream call of a public form (no session) into errors shown beside the fields or above the form.
import { serverMessageKey } from "./server-messages";
import { UpstreamError } from "./upstream.server";

export async function publicFormError(
  error: unknown,
): Promise<{ formErrors?: string[]; fieldErrors?: Record<string, string[]> }> {
  if (!(error instanceof UpstreamError)) throw error;
  if (error.kind === "bad-request") {
    const key = serverMessageKey(error.message);
    if (key === "errors.emailInUse" || key === "validation.invalidEmail") return { fieldErrors: { email: [key] } };
    return { formErrors: [key ?? error.message] };
  }
  return { formErrors: [error.kind === "timeout" ? "errors.timeout" : "errors.unavailable"] };
}
