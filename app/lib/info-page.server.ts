// The loader of a public page of explanatory text; `pick` chooses a variant (for example the payment outcome).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getTranslator } from "./i18n.server";

export function infoLoader(page: string, pick?: (request: Request) => string) {
  return async function loader({ request }: LoaderFunctionArgs) {
    const { t } = await getTranslator(request);
    const key = pick ? `${page}.${pick(request)}` : page;
    const paragraphs: unknown = t(`pages.${key}.paragraphs`, { returnObjects: true });
    return json({ page: key, title: t(`pages.${key}.title`), paragraphs: Array.isArray(paragraphs) ? paragraphs.map(String) : [] });
  };
}
