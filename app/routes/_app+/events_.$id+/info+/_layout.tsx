import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { eventPath, eventTab, eventTabForWrite } from "~/domains/events/event-workspace.server";
import { resourceRecord, resourceSave } from "~/resource/resource.server";
import { events } from "~/domains/events/events.resources";
import { ResourceForm } from "~/resource/resource-form";
import { PageHeader } from "~/ui/shell/section-page";

export const loader = async (args: LoaderFunctionArgs) => {
  const { signed, eventId } = await eventTab(args, "info");
  return resourceRecord(events, args, "edit", { signed, base: eventPath(eventId, "info") });
};

export const action = async (args: ActionFunctionArgs) => {
  const { signed, eventId } = await eventTabForWrite(args, "info");
  const base = eventPath(eventId, "info");
  return resourceSave(events, args, { signed, base, redirectTo: () => base });
};

export default function EventInfo() {
  const { t } = useTranslation();
  const { id, values, options, pickImages, fixed, base } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section>
      <div>
        <PageHeader
          level={2}
          title={t("eventTabs.info")}
          description={t("eventTabDescriptions.info")}
          actions={
            <>
              <Link to={`${base}/duplicate`} className="btn-secondary" preventScrollReset>
                {t("events.duplicate")}
              </Link>
              <Link to={`/events/${encodeURIComponent(id)}/delete`} className="btn-secondary text-red-700">
                {t("list.delete")}
              </Link>
            </>
          }
        />
      </div>
      <div className="rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <ResourceForm
          key={id}
          id="event-form"
          fields={events.fields.filter((field) => !fixed.includes(field.name))}
          values={values}
          options={options}
          optionsSource="/options/events"
          pickImages={pickImages}
          lastResult={lastResult}
          searchWithoutScript
          cancelTo={base}
        />
      </div>
      <Outlet />
    </section>
  );
}
