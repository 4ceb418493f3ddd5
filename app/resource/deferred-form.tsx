// The record forms, loaded apart from their page: the form's machinery (conform, the field widgets and rules, the
// pickers' stand-ins) is a chunk of its own, so a page with a form is interactive before it arrives (decision 057).
import { deferred } from "~/ui/deferred";
// Every page with a form loads the shell's kit already. The form's widgets reached it for them before they were a chunk
// apart; reaching it here too keeps its members one chunk (decision 055) on a route whose own modules reach only some
// of them (the event's info tab reaches the format helpers through the events' field list).
import "~/ui/shell-kit";

export const ResourceForm = deferred(() => import("./resource-form").then((module) => module.ResourceForm));

export const OwnRecordForm = deferred(() => import("./resource-form").then((module) => module.OwnRecordForm));
