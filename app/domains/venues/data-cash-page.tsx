// The data cash page: the venue's credentials for the electronic cash register. Stored secrets appear only as their
// masks under empty password inputs; typing one replaces it, leaving it empty keeps it.
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { dataCashSecrets } from "~/domains/venues/data-cash";
import { dataCashFields } from "~/domains/venues/data-cash.resources";
import { OwnRecordFormIsland } from "~/resource/resource-form-island";
import { PageHeader } from "~/ui/shell/section-page";
import type { dataCashPage, saveDataCash } from "./data-cash.server";

export function DataCashPage() {
  const { t } = useTranslation();
  const { plain, masks } = useLoaderData<typeof dataCashPage>();
  const lastResult = useActionData<typeof saveDataCash>();
  const values = { ...plain, ...Object.fromEntries(dataCashSecrets.map((name) => [name, ""])) };
  const hints = Object.fromEntries(
    dataCashSecrets.map((name) => [
      name,
      masks[name] ? t("night.dataCash.stored", { mask: masks[name] }) : t("night.dataCash.notStored"),
    ]),
  );
  return (
    <>
      <PageHeader title={t("sections.dataCash.title")} description={t("sections.dataCash.description")} />
      <div className="max-w-2xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <p className="mb-5 text-sm text-slate-600">{t("night.dataCash.replaceOnly")}</p>
        <OwnRecordFormIsland
          id="data-cash-form"
          fields={dataCashFields}
          values={values}
          lastResult={lastResult}
          hints={hints}
        />
      </div>
    </>
  );
}
