// The form dialog of one record (new or existing): a module of its own so list pages do not load the form machinery
// (conform, the field widgets) before a form is opened; and the form itself is an island (decision 059), so a record's
// page is interactive before that machinery has arrived.
import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FormValues } from "~/resource/fields";
import type { ResourceDefinition } from "~/resource/definition";
import { usePaths } from "~/resource/table-kit";
import type { resourceRecord, resourceSave } from "./resource.server";
import { RecordHistory } from "~/ui/record-history";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { Island } from "~/ui/island";
import { resourceFormCode } from "./resource-form-island";

export function ResourceFormDialog({
  resource,
  extra,
  optionsSource = `/options/${resource.key}`,
}: {
  resource: ResourceDefinition;
  /** Where its selects search, `<base>/<field>`: an event's tab narrows them to the event (its venue's tables). */
  optionsSource?: string;
  /** Shown under the fields with the values as typed (a price breakdown, say). */
  extra?: (values: FormValues) => ReactNode;
}) {
  const { id, values, options, title, pickImages, fixed, base, history, uploadJobs } =
    useLoaderData<typeof resourceRecord>();
  const lastResult = useActionData<typeof resourceSave>();
  const { t } = useTranslation();
  const paths = usePaths(resource, base);
  return (
    <RouteDialog title={id === "new" ? title : t("resource.editTitle", { name: title })} closeTo={paths.list}>
      {/* Another record is another island: a form kept as the server drew it never shows under the next record. */}
      <Island code={resourceFormCode} key={id}>
        {({ ResourceForm }) => (
          <ResourceForm
            // A save that started an upload job comes back to this form: drawn anew, its file input is empty again,
            // so saving once more does not send the file twice (decision 052).
            key={Object.values(uploadJobs ?? {})
              .map((job) => job.id)
              .join(",")}
            id={`${resource.key}-form`}
            fields={fixed?.length ? resource.fields.filter((field) => !fixed.includes(field.name)) : resource.fields}
            values={values}
            options={options ?? {}}
            optionsSource={optionsSource}
            pickImages={pickImages ?? false}
            lastResult={lastResult}
            searchWithoutScript
            cancelTo={paths.list}
            extra={extra}
            uploadJobs={uploadJobs}
          />
        )}
      </Island>
      <RecordHistory history={history} />
    </RouteDialog>
  );
}
