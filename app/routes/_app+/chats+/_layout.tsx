// The support inbox (spec sections 3, 4 and 7): the chats newest first, with the open chat or the new chat dialog.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ChatInboxPage } from "~/domains/chats/chat-inbox";
import { chatInbox } from "~/domains/chats/chats.server";
import { sectionMeta } from "~/ui/shell/section-page";

/** A refresh that cannot reach the server keeps the page as it is (live-data.ts). */
export { keepPageWhenUnreachable as clientLoader } from "~/ui/live/live-data";
export const loader = (args: LoaderFunctionArgs) => chatInbox(args);
export const meta = sectionMeta;
export default ChatInboxPage;
