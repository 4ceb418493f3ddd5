// A venue user's page of their venue: the generic form over the fields the venue owns, and beside it what the platform
// sets (the card provider's status, the fees), read-only.
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { venueFeeFields, venueProfileFields } from "~/domains/venues/venue-profile.resources";
import type { Tone } from "~/resource/definition";
import { Badge } from "~/ui/shell-kit";
import { Card } from "~/ui/card";
import { Facts } from "~/ui/facts";
import { OwnRecordFormIsland } from "~/resource/resource-form-island";
import { PageHeader } from "~/ui/shell/section-page";
import type { saveVenueProfile, venueProfilePage } from "./profiles.server";

const cardProviderTones: Record<string, Tone> = { active: "green", pending: "amber", restricted: "red" };

export function VenueProfilePage() {
  const { values, name, fees, cardProviderAccountStatus } = useLoaderData<typeof venueProfilePage>();
  const lastResult = useActionData<typeof saveVenueProfile>();
  const { t, i18n } = useTranslation();
  const percent = (value: number | null) =>
    value === null
      ? "—"
      : new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
  const status = cardProviderAccountStatus ?? "none";
  return (
    <>
      <PageHeader
        title={t("sections.discoProfile.title")}
        description={name || t("sections.discoProfile.description")}
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <OwnRecordFormIsland
            id="venue-profile-form"
            fields={venueProfileFields}
            values={values}
            lastResult={lastResult}
          />
        </Card>
        <div className="space-y-6">
          <Facts
            title={t("profiles.cardProvider")}
            rows={[
              [
                t("fields.cardProviderAccountStatus"),
                <Badge key="status" tone={cardProviderTones[status] ?? "slate"}>
                  {t(`profiles.cardProviderStatuses.${status}`, status)}
                </Badge>,
              ],
            ]}
          />
          <div>
            <Facts
              title={t("fields.feesSection")}
              rows={venueFeeFields.map((field): [string, ReactNode] => [t(`fields.${field}`), percent(fees[field])])}
            />
            <p className="mt-2 text-xs text-slate-500">{t("profiles.feesReadOnly")}</p>
          </div>
        </div>
      </div>
    </>
  );
}
