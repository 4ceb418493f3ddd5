// The data of a public page of explanatory text (title and paragraphs from the locale files).
import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getTranslator } from "~/core/i18n/i18n.server";

export async function infoLoader(page: string, { request }: LoaderFunctionArgs) {
  const { t } = await getTranslator(request);
  const paragraphs: unknown = t(`pages.${page}.paragraphs`, { returnObjects: true });
  return json({
    page,
    title: t(`pages.${page}.title`),
    paragraphs: Array.isArray(paragraphs) ? paragraphs.map(String) : [],
  });
}
