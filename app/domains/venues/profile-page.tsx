// The signed-in user's own profile: the generic form over its field list (no zod in the browser, like every record
// form), and the account's role beside it. The venue's profile (venue-profile-page.tsx) and the password change have
// modules of their own, so this page loads neither.
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { profileFields } from "~/domains/venues/profiles.resources";
import { Card } from "~/ui/card";
import { Facts } from "~/ui/facts";
import { OwnRecordFormIsland } from "~/resource/resource-form-island";
import { PageHeader } from "~/ui/shell/section-page";
import type { profilePage, saveProfile } from "./profiles.server";

export function ProfilePage() {
  const { values, role, venues } = useLoaderData<typeof profilePage>();
  const lastResult = useActionData<typeof saveProfile>();
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t("sections.profile.title")}
        description={t("sections.profile.description")}
        actions={
          <>
            <Link to="/profile/devices" className="btn-secondary">
              {t("devices.title")}
            </Link>
            <Link to="/profile/change-password" className="btn-secondary">
              {t("sections.changePassword.title")}
            </Link>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <OwnRecordFormIsland id="profile-form" fields={profileFields} values={values} lastResult={lastResult} />
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
