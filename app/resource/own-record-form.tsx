// The form of a record the signed-in user owns alone (their profile, their venue, its cash register data): one record
// at its own page, no pickers, no options to look up, and a new form after each save, starting from what the upstream
// now holds (what was typed in a secret field is gone from the browser).
import { useLocation } from "@remix-run/react";
import { ResourceForm } from "./resource-form";

type ResourceFormProps = Parameters<typeof ResourceForm>[0];

export function OwnRecordForm(props: Pick<ResourceFormProps, "id" | "fields" | "values" | "lastResult" | "hints">) {
  const location = useLocation();
  return (
    <ResourceForm
      key={location.key}
      {...props}
      options={{}}
      optionsSource=""
      pickImages={false}
      cancelTo={location.pathname}
    />
  );
}
