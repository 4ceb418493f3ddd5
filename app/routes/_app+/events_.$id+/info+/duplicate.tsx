import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { duplicateEvent } from "~/domains/events/event-duplicate.server";
import { eventPath, eventTabForWrite } from "~/domains/events/event-workspace.server";
import { type FieldDefinition } from "~/resource/fields";
import { schemaOf } from "~/resource/field-schema";
import { getTranslator } from "~/core/i18n/i18n.server";
import { redirectWithNotice } from "~/core/shell/notice.server";
import { actionFailure } from "~/resource/resource.server";
import { ResourceForm } from "~/resource/resource-form";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { readForm } from "~/core/http/request-body.server";

const fields: FieldDefinition[] = [
  {
    name: "name",
    label: "events.copyNameLabel",
    component: "input",
    rules: [{ kind: "required" }, { kind: "maxLength", value: 120 }],
    class: "full",
  },
  {
    name: "days",
    label: "events.shiftDays",
    component: "input",
    type: "number",
    suffix: "events.daysSuffix",
    rules: [{ kind: "required" }, { kind: "integer" }, { kind: "min", value: 1 }, { kind: "max", value: 730 }],
  },
];

export const loader = async (args: LoaderFunctionArgs) => {
  const { event } = await eventTabForWrite(args, "info");
  const { t } = await getTranslator(args.request);
  return json({
    event: { _id: event._id, name: event.name },
    values: { name: t("events.copyName", { name: event.name }), days: "7" },
  });
};

export const action = async (args: ActionFunctionArgs) => {
  const { signed, event } = await eventTabForWrite(args, "info");
  const submission = parseWithZod(await readForm(args.request), { schema: schemaOf(fields) });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    const copy = await duplicateEvent(signed, event, Number(submission.value.days), String(submission.value.name));
    return redirectWithNotice(eventPath(copy, "info"), { type: "positive", key: "events.duplicated" });
  } catch (error) {
    const { message, status } = await actionFailure(args.request, error);
    return json(submission.reply({ formErrors: [message] }), { status });
  }
};

export default function DuplicateEvent() {
  const { t } = useTranslation();
  const { event, values } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const back = `/events/${encodeURIComponent(event._id)}/info`;
  return (
    <RouteDialog title={t("events.duplicateTitle", { name: event.name })} closeTo={back}>
      <p className="mb-4 text-sm text-slate-700">{t("events.duplicateText")}</p>
      <ResourceForm
        id="duplicate-form"
        fields={fields}
        values={values}
        options={{}}
        optionsSource="/options/events"
        pickImages={false}
        lastResult={lastResult}
        cancelTo={back}
        submitLabel={t("events.duplicate")}
      />
    </RouteDialog>
  );
}
