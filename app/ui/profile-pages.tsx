// The signed-in user's own pages: the profile, the password change and the venue's profile. The two profiles are the
// generic form over their field lists; the password form is conform over the zod rules of spec section 5.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { changePasswordSchema, passwordMinLength } from "~/lib/auth-schemas";
import type { changePassword } from "~/lib/profiles.server";
import type { FormValues } from "~/lib/fields";
import type { CollaboratorRole, Role } from "~/lib/roles";
import { profileFields, venueFeeFields, venueProfileFields } from "~/resources/profiles";
import type { Tone } from "~/resources/resource";
import { Badge } from "./badge";
import { Field, FormAlert, SubmitButton } from "./forms";
import { ResourceForm } from "./resource-form";
import { PageHeader } from "./section-page";

type FormResult = Parameters<typeof ResourceForm>[0]["lastResult"];

function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}>{children}</div>;
}

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

type ProfileData = { values: FormValues; role: Role; venues: { name: string; role: CollaboratorRole }[] };

export function ProfilePage() {
  const { values, role, venues } = useLoaderData<ProfileData>();
  const lastResult = useActionData();
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
            lastResult={lastResult as FormResult}
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

type VenueProfileData = {
  values: FormValues;
  name: string;
  fees: Record<(typeof venueFeeFields)[number], number | null>;
  cardProviderAccountStatus: string | null;
};

export function VenueProfilePage() {
  const { values, name, fees, cardProviderAccountStatus } = useLoaderData<VenueProfileData>();
  const lastResult = useActionData();
  const location = useLocation();
  const { t, i18n } = useTranslation();
  const percent = (value: number | null) =>
    value === null ? "—" : new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
  const status = cardProviderAccountStatus ?? "none";
  return (
    <>
      <PageHeader title={t("sections.discoProfile.title")} description={name || t("sections.discoProfile.description")} />
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
            lastResult={lastResult as FormResult}
            cancelTo={location.pathname}
          />
        </Card>
        <div className="space-y-6">
          <Facts
            title={t("profiles.cardProvider")}
            rows={[[t("fields.cardProviderAccountStatus"), <Badge key="status" tone={cardProviderTones[status] ?? "slate"}>{t(`profiles.cardProviderStatuses.${status}`, status)}</Badge>]]}
          />
          <div>
            <Facts title={t("fields.feesSection")} rows={venueFeeFields.map((field): [string, ReactNode] => [t(`fields.${field}`), percent(fees[field])])} />
            <p className="mt-2 text-xs text-slate-500">{t("profiles.feesReadOnly")}</p>
          </div>
        </div>
      </div>
    </>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof changePassword>();
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    constraint: getZodConstraint(changePasswordSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <PageHeader title={t("sections.changePassword.title")} description={t("sections.changePassword.description")} />
      <Card className="max-w-lg">
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            label={t("profiles.oldPassword")}
            inputProps={{ ...getInputProps(fields.oldPassword, { type: "password" }), autoComplete: "current-password", autoFocus: true }}
            errors={fields.oldPassword.errors}
          />
          <Field
            label={t("profiles.newPassword")}
            hint={t("register.passwordHint", { min: passwordMinLength })}
            inputProps={{ ...getInputProps(fields.password, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.password.errors}
          />
          <Field
            label={t("register.confirmPassword")}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password" }}
            errors={fields.confirmPassword.errors}
          />
          <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
            <Link to="/profile" className="btn-secondary">
              {t("dialog.cancel")}
            </Link>
            <SubmitButton className="btn-primary" pendingText={t("dialog.saving")}>
              {t("profiles.changePassword")}
            </SubmitButton>
          </div>
        </Form>
      </Card>
    </>
  );
}
