// A new chat with an app user, a dialog over the inbox.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { NewChatDialog } from "~/domains/chats/new-chat-dialog";
import { newChatDialog, startChat } from "~/domains/chats/chats.server";
import { sectionMeta } from "~/ui/shell/section-page";

export const loader = (args: LoaderFunctionArgs) => newChatDialog(args);
export const action = (args: ActionFunctionArgs) => startChat(args);
export const meta = sectionMeta;
export default NewChatDialog;
