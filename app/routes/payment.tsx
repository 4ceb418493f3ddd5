// Where the card provider sends a buyer back: the outcome comes in the query (?outcome=success|cancel).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { infoLoader } from "~/domains/account/info-page.server";
import { InfoPage, infoMeta } from "~/domains/account/info-page";

const outcomes = ["success", "cancel"];

export function loader(args: LoaderFunctionArgs) {
  const outcome = new URL(args.request.url).searchParams.get("outcome") ?? "";
  return infoLoader(`payment.${outcomes.includes(outcome) ? outcome : "pending"}`, args);
}
export const meta = infoMeta;
export default InfoPage;
