import { DeleteViewDialog } from "~/domains/views/views-page";
import { deleteViewAction, ownViewLoader } from "~/domains/views/views.server";

export const loader = ownViewLoader;
export const action = deleteViewAction;
export default DeleteViewDialog;
