// The tutorial's page: a contents list, one section per collaborator role (its own roles first, marked), then the
// venue selector and working at the door. Every text from the locales; the screens listed come from the loader.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SectionKey } from "~/core/access/permissions";
import type { CollaboratorRole } from "~/core/access/roles";
import type { RoleGuide } from "~/domains/insight/tutorial";
import { Badge } from "~/ui/shell-kit";
import { PageHeader } from "~/ui/shell/section-page";

export type TutorialPageProps = {
  guides: RoleGuide[];
  ownRoles: readonly CollaboratorRole[];
  links: Record<SectionKey, string | null>;
  venue: string | null;
  venueCount: number;
};

const roleAnchor = (role: CollaboratorRole) => `role-${role.replace(/_/g, "-")}`;

function SectionLink({ to, children }: { to: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (to)
    return (
      <Link to={to} className="font-medium text-brand-700 hover:underline">
        {children}
      </Link>
    );
  return (
    <span className="text-slate-700">
      {children} <span className="text-xs text-slate-500">({t("insight.tutorial.notYours")})</span>
    </span>
  );
}

function Steps({ prefix, count }: { prefix: string; count: number }) {
  const { t } = useTranslation();
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{t(`${prefix}.${index + 1}`)}</li>
      ))}
    </ol>
  );
}

function Card({ id, title, badge, children }: { id: string; title: string; badge?: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        {title} {badge}
      </h2>
      {children}
    </section>
  );
}

function RoleSection({ guide, own, links }: { guide: RoleGuide; own: boolean; links: TutorialPageProps["links"] }) {
  const { t } = useTranslation();
  const heading = (key: string) => <h3 className="mt-4 text-sm font-semibold text-slate-900">{t(key)}</h3>;
  return (
    <Card
      id={roleAnchor(guide.role)}
      title={t(`collaboratorRoles.${guide.role}`)}
      badge={own ? <Badge tone="green">{t("insight.tutorial.yourRole")}</Badge> : null}
    >
      <p className="mt-2 text-sm text-slate-700">{t(`insight.tutorial.roles.${guide.role}`)}</p>
      {guide.landing ? (
        <p className="mt-2 text-sm text-slate-700">
          {t("insight.tutorial.landing")}{" "}
          <SectionLink to={links[guide.landing]}>{t(`sections.${guide.landing}.menu`)}</SectionLink>
        </p>
      ) : null}
      {heading("insight.tutorial.menu")}
      <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-guide-menu="">
        {guide.menu.map((key) => (
          <li key={key}>
            <SectionLink to={links[key]}>{t(`sections.${key}.menu`)}</SectionLink>
            <span className="text-slate-600"> — {t(`sections.${key}.description`)}</span>
          </li>
        ))}
      </ul>
      {guide.eventTabs.length > 0 ? (
        <>
          {heading("insight.tutorial.eventTabs")}
          <p className="mt-1 text-sm text-slate-700">{t("insight.tutorial.eventTabsHint")}</p>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm" data-guide-tabs="">
            {guide.eventTabs.map((tab) => (
              <li key={tab} className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-800">
                {t(`eventTabs.${tab}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {guide.otherPages.length > 0 ? (
        <>
          {heading("insight.tutorial.otherPages")}
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
            {guide.otherPages.map((key) => (
              <li key={key}>
                <SectionLink to={links[key]}>{t(`sections.${key}.title`)}</SectionLink>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}

export function TutorialPage({ guides, ownRoles, links, venue, venueCount }: TutorialPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("sections.tutorial.title")} description={t("sections.tutorial.description")} />
      <div className="space-y-6">
        <div className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm text-slate-700">{t("insight.tutorial.intro")}</p>
          {ownRoles.length > 0 ? (
            <p className="mt-2 text-sm text-slate-700" data-own-roles="">
              {t("insight.tutorial.ownRoles", {
                venue: venue ?? "—",
                roles: ownRoles.map((role) => t(`collaboratorRoles.${role}`)).join(", "),
              })}
            </p>
          ) : null}
          <nav aria-labelledby="tutorial-contents" className="mt-4">
            <h2 id="tutorial-contents" className="text-sm font-semibold text-slate-900">
              {t("insight.tutorial.contents")}
            </h2>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm">
              {guides.map((guide) => (
                <li key={guide.role}>
                  <a href={`#${roleAnchor(guide.role)}`} className="text-brand-700 hover:underline">
                    {t(`collaboratorRoles.${guide.role}`)}
                  </a>
                </li>
              ))}
              <li>
                <a href="#tutorial-venue" className="text-brand-700 hover:underline">
                  {t("insight.tutorial.venue.title")}
                </a>
              </li>
              <li>
                <a href="#tutorial-door" className="text-brand-700 hover:underline">
                  {t("insight.tutorial.door.title")}
                </a>
              </li>
            </ul>
          </nav>
        </div>
        {guides.map((guide) => (
          <RoleSection key={guide.role} guide={guide} own={ownRoles.includes(guide.role)} links={links} />
        ))}
        <Card id="tutorial-venue" title={t("insight.tutorial.venue.title")}>
          <p className="mt-2 text-sm text-slate-700">
            {venueCount > 1
              ? t("insight.tutorial.venue.several", { count: venueCount, venue: venue ?? "—" })
              : t("insight.tutorial.venue.one", { venue: venue ?? "—" })}
          </p>
          <Steps prefix="insight.tutorial.venue.steps" count={3} />
        </Card>
        <Card id="tutorial-door" title={t("insight.tutorial.door.title")}>
          <p className="mt-2 text-sm text-slate-700">{t("insight.tutorial.door.intro")}</p>
          <Steps prefix="insight.tutorial.door.steps" count={4} />
        </Card>
      </div>
    </>
  );
}
