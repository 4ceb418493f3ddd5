// The change of one cloakroom slot as a page: where a post without JavaScript lands when it was refused, with what was
// typed, and where a return is confirmed before it is made (without JavaScript there is no undo).
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cloakroomFieldsOf, needsHolder } from "~/domains/galley-cloakroom/cloakroom-transitions";
import type { applyCloakroomChange, cloakroomChangePage } from "~/domains/galley-cloakroom/cloakroom.server";
import { useFieldForm } from "~/resource/field-form";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { RouteDialog } from "~/ui/forms/route-dialog";

export function CloakroomChangeDialog() {
  const { t } = useTranslation();
  const { slot, action, base } = useLoaderData<typeof cloakroomChangePage>();
  const answer = useActionData<typeof applyCloakroomChange>();
  const lastResult = answer && "status" in answer ? answer : undefined;
  const [form, fields] = useFieldForm({ id: "cloakroom-change", fields: cloakroomFieldsOf(action), lastResult });
  const { search } = useLocation();
  const code = String(slot.code ?? "");
  const holderName = String(slot.holderName ?? "");
  const { key: holderKey, ...holderProps } = getInputProps(fields.holderName, { type: "text" });
  const holder = fields.holderName;
  return (
    <RouteDialog title={t(`night.cloakroom.actionNamed.${action}`, { code })} closeTo={`${base}${search}`}>
      <FormAlert id={form.errorId} errors={form.errors} />
      {action === "return" ? (
        // Without JavaScript there is no undo: the return is said in full and confirmed here before it is made.
        <p className="text-base text-slate-800">
          {holderName
            ? t("nightPhone.cloakroom.confirmReturn", { code, holder: holderName })
            : t("nightPhone.cloakroom.confirmReturnNoName", { code })}
        </p>
      ) : null}
      <Form method="post" className="mt-4 space-y-4" preventScrollReset {...getFormProps(form)}>
        {needsHolder(action) ? (
          <div>
            <label htmlFor={holder.id} className="label">
              {t("night.cloakroom.holder")}
            </label>
            <input
              {...holderProps}
              key={holderKey}
              className="input mt-1"
              placeholder={t("night.cloakroom.holderPlaceholder")}
            />
            <ErrorList id={holder.errorId} errors={holder.errors} />
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Link to={`${base}${search}`} className="btn-secondary min-h-[48px] text-base" preventScrollReset>
            {t(`night.cloakroom.keep.${action}`)}
          </Link>
          <SubmitButton className="btn-primary min-h-[56px] px-6 text-base" pendingText={t("night.working")}>
            {t(`night.cloakroom.actionNamed.${action}`, { code })}
          </SubmitButton>
        </div>
      </Form>
    </RouteDialog>
  );
}
