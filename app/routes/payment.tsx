// Where the card provider sends a buyer back: the outcome comes in the query (?outcome=success|cancel).
import { infoLoader } from "~/lib/info-page.server";
import { InfoPage, infoMeta } from "~/ui/info-page";

const outcomes = ["success", "cancel"];

export const loader = infoLoader("payment", (request) => {
  const outcome = new URL(request.url).searchParams.get("outcome") ?? "";
  return outcomes.includes(outcome) ? outcome : "pending";
});
export const meta = infoMeta;
export default InfoPage;
