// One chat beside the inbox: opening it marks it read; its posts reply, take or assign it.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ChatPane } from "~/domains/chats/chat-pane";
import { chatAction, chatPage } from "~/domains/chats/chats.server";
import { sectionMeta } from "~/ui/shell/section-page";

/** A refresh that cannot reach the server keeps the page as it is (live-data.ts). */
export { keepPageWhenUnreachable as clientLoader } from "~/ui/live/live-data";
export const loader = (args: LoaderFunctionArgs) => chatPage(args);
export const action = (args: ActionFunctionArgs) => chatAction(args);
export const meta = sectionMeta;
export default ChatPane;
