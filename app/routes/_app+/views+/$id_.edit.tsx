import { EditViewDialog } from "~/domains/views/views-page";
import { editViewAction, ownViewLoader } from "~/domains/views/views.server";

export const loader = ownViewLoader;
export const action = editViewAction;
export default EditViewDialog;
