// The delete confirmation of one record: a module of its own, so a list page does not load the confirmation dialog
// (and the dialog frame and form parts it draws) before a delete is asked for; the delete routes import it.
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ResourceDefinition } from "~/resource/definition";
import type { guardedDelete, resourceDelete } from "~/resource/delete.server";
import type { resourceRecord } from "~/resource/resource.server";
import { usePaths } from "~/resource/table-kit";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";

export function ResourceDeleteDialog({ resource }: { resource: ResourceDefinition }) {
  const { title, base } = useLoaderData<typeof resourceRecord>();
  // A delete with a rule of its own says why the record stays (guardedDelete); a plain one's failure is only logged.
  const result = useActionData<typeof resourceDelete | typeof guardedDelete>();
  const { t } = useTranslation();
  const paths = usePaths(resource, base);
  return (
    <ConfirmDialog
      error={result && "message" in result ? result.message : null}
      title={t("resource.deleteTitle", { name: title })}
      message={t("common.sureToDeleteElement")}
      detail={title}
      confirmLabel={t("list.deleteNamed", { name: title })}
      keepLabel={t("keep.delete")}
      pendingLabel={t("dialog.deleting")}
      closeTo={paths.list}
      tone="danger"
    />
  );
}
