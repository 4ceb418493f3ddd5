// A product's stock as a dialog: its figures, any movement (load, unload, a count, the count at closing), and where
// a load made without JavaScript is confirmed before it is made.
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { galleyMovementFields } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { ResourceForm } from "~/resource/resource-form";
import { RouteDialog } from "~/ui/forms/route-dialog";
import type { galleyStock, saveGalleyStock } from "./galley.server";

export function GalleyStockDialog() {
  const { t } = useTranslation();
  const { galley, values, base, confirm } = useLoaderData<typeof galleyStock>();
  const answer = useActionData<typeof saveGalleyStock>();
  const lastResult = answer && "status" in answer ? answer : undefined;
  const location = useLocation();
  // Back to the list as it was: without the movement a card's no-JavaScript load brought here.
  const kept = new URLSearchParams(location.search);
  kept.delete("movement");
  kept.delete("amount");
  const search = kept.size > 0 ? `?${kept}` : "";
  const figures: [string, unknown][] = [
    ["fields.quantity", galley.quantity],
    ["fields.totOrdered", galley.totOrdered],
    ["fields.left", galley.left],
    ["fields.finalQuantity", galley.finalQuantity],
  ];
  return (
    <RouteDialog
      title={t("night.galley.dialogTitle", { product: galley.productName ?? "" })}
      closeTo={`${base}${search}`}
    >
      {confirm ? (
        <p role="note" className="mb-4 rounded-lg bg-amber-50 p-3 text-base font-medium text-amber-900">
          {t(`nightPhone.galley.confirm.${confirm.movement}`, {
            amount: confirm.amount,
            product: galley.productName ?? "",
            from: galley.quantity ?? 0,
            to: confirm.quantity,
          })}
        </p>
      ) : null}
      <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
            <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{t(label)}</dt>
            <dd className="mt-1 text-xl font-semibold tabular-nums text-slate-900">
              {value === null || value === undefined ? "—" : String(value)}
            </dd>
          </div>
        ))}
      </dl>
      <ResourceForm
        id="galley-stock-form"
        fields={galleyMovementFields}
        values={values}
        options={{}}
        optionsSource=""
        pickImages={false}
        lastResult={lastResult}
        cancelTo={`${base}${search}`}
        submitLabel={t("night.galley.save")}
        extra={() => (
          <ul className="space-y-1 text-sm text-slate-600">
            {galleyMovementFields[0].options?.map((option) => (
              <li key={option.value}>
                <span className="font-medium text-slate-800">{t(option.label)}</span>:{" "}
                {t(`night.galley.movementHints.${option.value}`)}
              </li>
            ))}
          </ul>
        )}
      />
    </RouteDialog>
  );
}
