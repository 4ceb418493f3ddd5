// The venue's data cash credentials (spec section 3), one record per venue. The page gets only the masks of the
// secrets; a save sends only the secrets that were typed, and a refused save does not send them back to the page.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { dataCashFields } from "~/domains/venues/data-cash.resources";
import { notFound, requireAccess, type Signed } from "~/core/auth/auth.server";
import {
  credentialsPayload,
  dataCashSecrets,
  maskedCredentials,
  missingSecrets,
  type DataCashRecord,
} from "./data-cash";
import { schemaOf } from "~/resource/field-schema";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { section } from "~/core/access/permissions";
import { actionFailure } from "~/resource/resource.server";
import { readForm } from "~/core/http/request-body.server";

function venueOf(signed: Signed): string {
  const venueId = signed.user.discoId;
  if (!venueId) throw notFound();
  return venueId;
}

async function readCredentials(signed: Signed, venueId: string): Promise<DataCashRecord | null> {
  const { items } = await signed.api.list<DataCashRecord>("/data-cash", { discoId: venueId, limit: 1, page: 1 });
  return items[0] ?? null;
}

export async function dataCashPage({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "dataCash");
  const [record, { t }] = await Promise.all([readCredentials(signed, venueOf(signed)), getTranslator(request)]);
  return json({ ...maskedCredentials(record), title: t("sections.dataCash.title") });
}

export async function saveDataCash({ request }: ActionFunctionArgs) {
  const signed = await requireAccess(request, "dataCash");
  const venueId = venueOf(signed);
  const submission = parseWithZod(await readForm(request), { schema: schemaOf(dataCashFields) });
  const hideFields = [...dataCashSecrets];
  if (submission.status !== "success") return json(submission.reply({ hideFields }), { status: 400 });
  try {
    const stored = await readCredentials(signed, venueId);
    const missing = missingSecrets(stored, submission.value);
    if (missing.length > 0) {
      return json(
        submission.reply({
          hideFields,
          fieldErrors: Object.fromEntries(missing.map((name) => [name, ["validation.required"]])),
        }),
        { status: 400 },
      );
    }
    const payload = { ...credentialsPayload(submission.value), discoId: venueId };
    if (stored?._id) await signed.api.put(`/data-cash/${encodeURIComponent(stored._id)}`, payload);
    else await signed.api.post("/data-cash", payload);
  } catch (error) {
    const { message, status } = await actionFailure(request, error);
    return json(submission.reply({ hideFields, formErrors: [message] }), { status });
  }
  return redirectWithNotice(section("dataCash").path, { type: "positive", key: "night.dataCash.saved" });
}
