// The signed-in user's own profile, read fresh from GET /users/me (editing arrives with the profile issue).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccess } from "~/lib/auth.server";
import { formatDate } from "~/lib/format";
import { getTranslator } from "~/lib/i18n.server";
import { upstreamUserSchema } from "~/lib/user";
import { PageHeader, sectionMeta } from "~/ui/section-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requireAccess(request, "profile");
  const [me, { t }] = await Promise.all([api.get<unknown>("/users/me"), getTranslator(request)]);
  const user = upstreamUserSchema.parse(me);
  return json({
    title: t("sections.profile.title"),
    profile: {
      name: user.name,
      surname: user.surname,
      email: user.email,
      username: user.username ?? "",
      role: user.role,
      phoneNumber: typeof user.phoneNumber === "string" ? user.phoneNumber : "",
      birthDate: typeof user.birthDate === "string" ? user.birthDate : "",
      venues: user.collaboratingDiscos.map((c) => ({ name: c.disco?.name ?? c.discoId, role: c.role })),
    },
  });
}

export const meta = sectionMeta;

export default function Profile() {
  const { profile } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("profile.name"), `${profile.name} ${profile.surname}`.trim()],
    [t("profile.email"), profile.email],
    [t("profile.username"), profile.username],
    [t("profile.role"), t(`roles.${profile.role}`)],
    [t("profile.phoneNumber"), profile.phoneNumber],
    [t("profile.birthDate"), profile.birthDate ? formatDate(profile.birthDate) : ""],
  ];
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
      <dl className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-500">{label}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">{value || "—"}</dd>
          </div>
        ))}
        {profile.venues.length > 0 ? (
          <div className="grid grid-cols-1 gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="text-sm font-medium text-slate-500">{t("profile.collaborations")}</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">
              <ul>
                {profile.venues.map((venue) => (
                  <li key={`${venue.name}-${venue.role}`}>
                    {venue.name}: {t(`collaboratorRoles.${venue.role}`)}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}
