// The data of a section page that shows its title and purpose: the guard of the permissions table, then the title.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess } from "./auth.server";
import { getTranslator } from "./i18n.server";
import type { SectionKey } from "./permissions";

export async function sectionLoader(key: SectionKey, { request }: LoaderFunctionArgs) {
  await requireAccess(request, key);
  const { t } = await getTranslator(request);
  return json({ key, title: t(`sections.${key}.title`) });
}
