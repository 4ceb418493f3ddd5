// A public page of explanatory text from the locale files: a title, paragraphs, and a way back.
import type { MetaFunction, SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PublicLayout } from "./public-layout";
import type { infoLoader } from "./info-page.server";

export const infoMeta: MetaFunction = ({ data }) => [
  { title: (data as SerializeFrom<typeof infoLoader> | undefined)?.title },
];

export function InfoPage() {
  const { page, paragraphs } = useLoaderData<typeof infoLoader>();
  const { t } = useTranslation();
  return (
    <PublicLayout title={t(`pages.${page}.title`)} wide>
      <div className="space-y-3 text-slate-700">
        {paragraphs.map((_, index) => (
          <p key={index}>{t(`pages.${page}.paragraphs.${index}`)}</p>
        ))}
      </div>
      <Link to="/login" className="btn-secondary mt-6">
        {t("pages.backToLogin")}
      </Link>
    </PublicLayout>
  );
}
