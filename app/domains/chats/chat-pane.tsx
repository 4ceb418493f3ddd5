// A chat's page beside the inbox: its state and who handles it, its messages (the newest in view), the take and assign
// forms of a waiting chat and the reply box of an active one. Opening it marks it read (its loader); a half-typed reply
// survives the inbox reading itself again, and is emptied once sent.
import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { useLiveLoaderData } from "~/ui/live/live-data";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/ui/shell-kit";
import { FormAlert, SubmitButton } from "~/ui/forms/forms";
import { chatsPath, StatusBadge } from "./chat-inbox";
import type { chatAction, chatPage } from "./chats.server";
import { ScrollBox } from "~/ui/lists/scroll-box";
import { Island } from "~/ui/island";
import { islandCode } from "~/ui/frame-kit";

// The reply and assignment forms are an island (decision 059): the chat reads and works before their code arrives.
const formsCode = islandCode(() => import("./chat-forms"));

export function ChatPane() {
  const { t } = useTranslation();
  // Read again with the inbox around it (chat-inbox.tsx), which says when it could not be.
  const { chat, messages, olderHidden, employees, mayTake, mayReply, title } =
    useLiveLoaderData<typeof chatPage>().data;
  const actionData = useActionData<typeof chatAction>();
  const { search } = useLocation();
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : undefined);
  const takeErrors = (
    actionData?.intent === "take" || actionData?.intent === null ? actionData.result.error?.[""] : null
  ) as string[] | null | undefined;
  return (
    <section
      aria-labelledby="chat-heading"
      className="flex min-w-0 flex-col overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
    >
      <header className="border-b border-slate-200 px-4 py-3">
        <Link to={`${chatsPath}${search}`} className="text-sm font-medium text-brand-700 hover:underline lg:hidden">
          {t("chats.back")}
        </Link>
        <h2 id="chat-heading" className="text-lg font-semibold text-slate-900">
          {title || t("chats.untitled")}
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600" data-testid="chat-state">
          <StatusBadge status={chat.status} />
          <span>{chat.platform ? t("chats.platform") : chat.venue}</span>
          <span aria-hidden="true">·</span>
          <span>{chat.employeeName ? t("chats.handledBy", { name: chat.employeeName }) : t("chats.unassigned")}</span>
        </div>
      </header>
      {mayTake ? (
        <div className="space-y-3 border-b border-amber-200 bg-amber-50 px-4 py-3">
          <p className="text-sm text-amber-900">{t("chats.waitingNote")}</p>
          <FormAlert errors={takeErrors} />
          <div className="flex flex-wrap items-end gap-4">
            <Form method="post" preventScrollReset>
              <SubmitButton className="btn-primary" name="intent" value="take" pendingText={t("chats.taking")}>
                {t("chats.take")}
              </SubmitButton>
            </Form>
            <Island code={formsCode} key={chat._id}>
              {({ AssignForm }) => <AssignForm employees={employees} lastResult={resultOf("assign")} />}
            </Island>
          </div>
        </div>
      ) : null}
      {/* Reversed columns keep the newest message in view, also without JavaScript; the list itself reads in order. */}
      <ScrollBox
        role="log"
        aria-label={t("chats.messages")}
        className="flex max-h-[32rem] min-h-[12rem] flex-col-reverse overflow-y-auto bg-slate-50"
      >
        <div className="space-y-3 p-4">
          {olderHidden > 0 ? (
            <p className="text-center text-xs text-slate-500">{t("chats.olderHidden", { count: olderHidden })}</p>
          ) : null}
          {messages.length === 0 ? (
            <p className="py-8 text-center text-sm text-slate-600">{t("chats.noMessages")}</p>
          ) : (
            <ol className="space-y-3" data-testid="chat-messages">
              {messages.map((message) => (
                <li key={message._id} className={`flex ${message.mine ? "justify-end" : "justify-start"}`}>
                  <div
                    className={`max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm ${
                      message.mine ? "bg-brand-700 text-white" : "bg-white text-slate-800 ring-1 ring-slate-200"
                    }`}
                  >
                    <p className={`text-xs font-semibold ${message.mine ? "text-brand-50" : "text-slate-600"}`}>
                      {message.mine ? t("chats.you") : message.sender}
                      {message.createdAt ? (
                        <>
                          {" · "}
                          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                        </>
                      ) : null}
                    </p>
                    <p className="mt-0.5 whitespace-pre-line break-words">{message.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </ScrollBox>
      {mayReply ? (
        <Island code={formsCode} key={chat._id}>
          {({ ReplyForm }) => <ReplyForm lastResult={resultOf("reply")} />}
        </Island>
      ) : (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          {chat.status === "closed" ? t("chats.closedNote") : t("chats.takeToReply")}
        </p>
      )}
    </section>
  );
}
