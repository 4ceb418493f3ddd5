// The collaborators' guide: one section per collaborator role, its screens read from the permissions table, linked
// where the signed-in user may open them; then choosing the venue and working at the door.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireAccess } from "~/core/auth/auth.server";
import { getTranslator } from "~/core/i18n/i18n.server";
import { canAccess, sections, type SectionKey } from "~/core/access/permissions";
import { tutorialGuides } from "~/domains/insight/tutorial";
import { selectableVenues } from "~/core/auth/user";
import { sectionMeta } from "~/ui/shell/section-page";
import { TutorialPage } from "~/domains/insight/tutorial-page";

export async function loader({ request }: LoaderFunctionArgs) {
  const signed = await requireAccess(request, "tutorial");
  const { t } = await getTranslator(request);
  const venues = selectableVenues(signed.user);
  return json({
    title: t("sections.tutorial.title"),
    guides: tutorialGuides(signed.viewer.venueRoles),
    ownRoles: signed.viewer.venueRoles,
    /** Where each section is, when the signed-in user may open it. */
    links: Object.fromEntries(
      sections.map((entry) => [entry.key, canAccess(entry, signed.viewer) ? entry.path : null]),
    ) as Record<SectionKey, string | null>,
    venue: venues.find((venue) => venue.discoId === signed.venueId)?.discoName ?? null,
    venueCount: venues.length,
  });
}

export const meta = sectionMeta;

export default function Tutorial() {
  return <TutorialPage {...useLoaderData<typeof loader>()} />;
}
