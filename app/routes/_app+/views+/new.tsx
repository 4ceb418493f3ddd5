import { NewViewDialog } from "~/domains/views/views-page";
import { newViewAction, newViewLoader } from "~/domains/views/views.server";

export const loader = newViewLoader;
export const action = newViewAction;
export default NewViewDialog;
