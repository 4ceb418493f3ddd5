// The loader of a section that shows its title and purpose: the guard of the permissions table, then the page data.
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAccess } from "./auth.server";
import { getTranslator } from "./i18n.server";
import type { SectionKey } from "./permissions";

export function sectionLoader(key: SectionKey) {
  return async function loader({ request }: LoaderFunctionArgs) {
    await requireAccess(request, key);
    const { t } = await getTranslator(request);
    return json({ key, title: t(`sections.${key}.title`) });
  };
}
