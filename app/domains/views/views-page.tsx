// The saved views page (/views) and its dialogs: save the list's current view, rename one or change who sees it,
// delete one. Dialogs are URLs over the page, forms that post to their own routes (views.server.ts).
import { getFormProps, getInputProps } from "@conform-to/react";
import { Form, Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime, sectionKeyForPath, sectionPath, Badge } from "~/ui/shell-kit";
import { viewHref, viewVisibilities, type ViewSharing, type ViewVisibility } from "~/core/lists/views";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";
import { ErrorList, Field, FormAlert, SubmitButton } from "~/ui/forms/forms";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { PageHeader } from "~/ui/shell/section-page";
import { useZodForm } from "~/ui/forms/zod-form";
import { viewSchema } from "./view-schema";
import type { editViewAction, newViewAction, newViewLoader, ownViewLoader, viewsPage } from "./views.server";

/** Which list a view opens, in words: its section's title, and the path below it when deeper (an event's tab). */
function useListName() {
  const { t } = useTranslation();
  return (list: string) => {
    const section = sectionKeyForPath(list);
    const title = section ? t(`sections.${section}.title`) : list;
    return section && sectionPath(section) !== list ? `${title} · ${list}` : title;
  };
}

export function ViewsPage() {
  const { t } = useTranslation();
  const { views, userId } = useLoaderData<typeof viewsPage>();
  const listName = useListName();
  return (
    <>
      <PageHeader title={t("views.title")} description={t("views.description")} />
      {views.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
          {t("views.empty")}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">{t("views.title")}</caption>
            <thead className="bg-slate-50">
              <tr>
                {["name", "list", "visibility", "owner", "updated", "actions"].map((column) => (
                  <th key={column} scope="col" className="px-3 py-3 text-left font-semibold text-slate-700">
                    {t(`views.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {views.map((view) => (
                <tr key={view.id}>
                  <td className="px-3 py-2 font-medium">
                    <Link to={viewHref(view)} className="text-brand-700 hover:underline">
                      {view.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2">{listName(view.list)}</td>
                  <td className="px-3 py-2">
                    <Badge tone={view.visibility === "shared" ? "blue" : "slate"}>
                      {t(`views.visibility.${view.visibility}`)}
                    </Badge>
                  </td>
                  <td className="px-3 py-2">{view.ownerId === userId ? t("views.you") : view.ownerName}</td>
                  <td className="whitespace-nowrap px-3 py-2">
                    <time dateTime={view.updatedAt}>{formatDateTime(view.updatedAt)}</time>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {view.ownerId === userId ? (
                      <span className="inline-flex gap-3">
                        <Link
                          to={`/views/${view.id}/edit`}
                          className="font-medium text-brand-700 hover:underline"
                          aria-label={t("views.editNamed", { name: view.name })}
                        >
                          {t("list.edit")}
                        </Link>
                        <Link
                          to={`/views/${view.id}/delete`}
                          className="font-medium text-red-700 hover:underline"
                          aria-label={t("list.deleteNamed", { name: view.name })}
                        >
                          {t("list.delete")}
                        </Link>
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Outlet />
    </>
  );
}

/** The name and who sees the view: the fields of the save and the edit dialogs. */
function ViewForm({
  id,
  defaults,
  sharesWith,
  submitLabel,
  children,
}: {
  id: string;
  defaults: { name: string; visibility: ViewVisibility };
  sharesWith: ViewSharing;
  submitLabel: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof newViewAction | typeof editViewAction>();
  const [form, fields] = useZodForm(id, viewSchema, lastResult);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <Field
        label={t("views.name")}
        inputProps={
          {
            ...getInputProps(fields.name, { type: "text" }),
            defaultValue: String(fields.name.initialValue ?? defaults.name),
            maxLength: undefined,
            "data-autofocus": true,
          } as React.InputHTMLAttributes<HTMLInputElement>
        }
        errors={fields.name.errors}
      />
      <fieldset aria-describedby={fields.visibility.errors ? `${fields.visibility.id}-error` : undefined}>
        <legend className="label">{t("views.visibilityLabel")}</legend>
        {viewVisibilities.map((visibility) => (
          <label key={visibility} className="mt-1 flex items-start gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={fields.visibility.name}
              value={visibility}
              defaultChecked={(fields.visibility.initialValue ?? defaults.visibility) === visibility}
              disabled={visibility === "shared" && !sharesWith}
              className="mt-0.5 h-4 w-4 border-slate-300"
            />
            <span>
              {t(`views.visibility.${visibility}`)}
              <span className="block text-xs text-slate-500">
                {t(
                  visibility === "personal"
                    ? "views.visibilityHint.personal"
                    : `views.visibilityHint.${sharesWith ?? "nobody"}`,
                )}
              </span>
            </span>
          </label>
        ))}
        <ErrorList id={`${fields.visibility.id}-error`} errors={fields.visibility.errors} />
      </fieldset>
      <div className="flex justify-end">
        <SubmitButton pendingText={t("dialog.saving")}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}

/** /views/new?list=…&query=…: saves the view the user was looking at; closing goes back to it. */
export function NewViewDialog() {
  const { t } = useTranslation();
  const { list, query, sharesWith } = useLoaderData<typeof newViewLoader>();
  const listName = useListName();
  return (
    <RouteDialog title={t("views.saveTitle")} closeTo={viewHref({ list, query })}>
      <ViewForm
        id="new-view"
        defaults={{ name: "", visibility: "personal" }}
        sharesWith={sharesWith}
        submitLabel={t("views.save")}
      >
        <input type="hidden" name="list" value={list} />
        <input type="hidden" name="query" value={query} />
        <p className="text-sm text-slate-600">{t("views.saveIntro", { list: listName(list) })}</p>
      </ViewForm>
    </RouteDialog>
  );
}

export function EditViewDialog() {
  const { t } = useTranslation();
  const { view, sharesWith } = useLoaderData<typeof ownViewLoader>();
  return (
    <RouteDialog title={t("views.editTitle", { name: view.name })} closeTo="/views">
      <ViewForm id="edit-view" defaults={view} sharesWith={sharesWith} submitLabel={t("dialog.save")} />
    </RouteDialog>
  );
}

export function DeleteViewDialog() {
  const { t } = useTranslation();
  const { view } = useLoaderData<typeof ownViewLoader>();
  return (
    <ConfirmDialog
      title={t("views.deleteTitle", { name: view.name })}
      message={t(view.visibility === "shared" ? "views.deleteShared" : "views.deletePersonal")}
      detail={view.name}
      confirmLabel={t("list.deleteNamed", { name: view.name })}
      keepLabel={t("keep.delete")}
      pendingLabel={t("dialog.deleting")}
      closeTo="/views"
      tone="danger"
    />
  );
}
