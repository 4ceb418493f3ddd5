// The signed-in user's own pages: the profile and the venue's profile, each the generic form over its field list (no
// zod in the browser, like every record form). The password change has a module of its own.
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { profileFields, venueFeeFields, venueProfileFields } from "~/domains/venues/profiles.resources";
import type { Tone } from "~/resource/definition";
import { Badge } from "~/ui/badge";
import { Card } from "~/ui/card";
import { ResourceForm } from "~/resource/resource-form";
import { PageHeader } from "~/ui/shell/section-page";
import type { profilePage, saveProfile, saveVenueProfile, venueProfilePage } from "./profiles.server";

function Facts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-2 gap-2 py-2 text-sm">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

export function ProfilePage() {
  const { values, role, venues } = useLoaderData<typeof profilePage>();
  const lastResult = useActionData<typeof saveProfile>();
  const location = useLocation();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t("sections.profile.title")}
        description={t("sections.profile.description")}
        actions={
          <Link to="/profile/change-password" className="btn-secondary">
            {t("sections.changePassword.title")}
          </Link>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <ResourceForm
            // A new form after each save, starting from what the upstream now holds.
            key={location.key}
            id="profile-form"
            fields={profileFields}
            values={values}
            options={{}}
            optionsSource=""
            pickImages={false}
            lastResult={lastResult}
            cancelTo={location.pathname}
          />
        </Card>
        <div>
          <Facts
            title={t("profiles.account")}
            rows={[
              [t("profile.role"), t(`roles.${role}`)],
              ...venues.map((venue): [string, ReactNode] => [venue.name, t(`collaboratorRoles.${venue.role}`)]),
            ]}
          />
        </div>
      </div>
    </>
  );
}

const cardProviderTones: Record<string, Tone> = { active: "green", pending: "amber", restricted: "red" };

export function VenueProfilePage() {
  const { values, name, fees, cardProviderAccountStatus } = useLoaderData<typeof venueProfilePage>();
  const lastResult = useActionData<typeof saveVenueProfile>();
  const location = useLocation();
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
          <ResourceForm
            key={location.key}
            id="venue-profile-form"
            fields={venueProfileFields}
            values={values}
            options={{}}
            optionsSource=""
            pickImages={false}
            lastResult={lastResult}
            cancelTo={location.pathname}
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
