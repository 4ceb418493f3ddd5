// The generic form as an island (decision 059): its module (conform, the field widgets) loads beside the page's and
// the page is interactive before it arrives; until then the server's form works as it does without JavaScript.
import type { ComponentProps } from "react";
import { Island } from "~/ui/island";
import { islandCode } from "~/ui/frame-kit";
import type { OwnRecordForm } from "./resource-form";

export const resourceFormCode = islandCode(() => import("./resource-form"));

/** The form of a record the signed-in user owns alone (their profile, their venue), as an island. */
export function OwnRecordFormIsland(props: ComponentProps<typeof OwnRecordForm>) {
  return <Island code={resourceFormCode}>{({ OwnRecordForm }) => <OwnRecordForm {...props} />}</Island>;
}
