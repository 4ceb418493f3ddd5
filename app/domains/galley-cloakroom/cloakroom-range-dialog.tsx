// Adding cloakroom slots: one, or a numbered range of them made at once.
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { cloakroomRangePage, createCloakroomSlots } from "~/domains/galley-cloakroom/cloakroom.server";
import { cloakroomRangeFields, maxSlotsAtOnce } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceForm } from "~/resource/resource-form";
import { RouteDialog } from "~/ui/forms/route-dialog";

/** One slot or a numbered range of them, made at once. */
export function CloakroomRangeDialog() {
  const { t } = useTranslation();
  const { values, base } = useLoaderData<typeof cloakroomRangePage>();
  const lastResult = useActionData<typeof createCloakroomSlots>();
  const { search } = useLocation();
  return (
    <RouteDialog title={t("night.cloakroom.range.title")} closeTo={`${base}${search}`}>
      <p className="mb-4 text-sm text-slate-600">{t("night.cloakroom.range.intro", { max: maxSlotsAtOnce })}</p>
      <ResourceForm
        id="cloakroom-range-form"
        fields={cloakroomRangeFields}
        values={values}
        options={{}}
        optionsSource=""
        pickImages={false}
        lastResult={lastResult}
        cancelTo={`${base}${search}`}
        submitLabel={t("night.cloakroom.range.submit")}
      />
    </RouteDialog>
  );
}
