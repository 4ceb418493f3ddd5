// A chat's page beside the inbox: its state and who handles it, its messages (the newest in view), the take and assign
// forms of a waiting chat and the reply box of an active one. Opening it marks it read (its loader); a half-typed reply
// survives the inbox reading itself again, and is emptied once sent.
import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useLiveLoaderData } from "~/ui/live/live-data";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "~/ui/shell-kit";
import { useFieldForm } from "~/resource/field-form";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import type { Option } from "~/core/lists/option";
import { assignFieldsOf, messageMaxLength, replyFields } from "./chats";
import { chatsPath, StatusBadge } from "./chat-inbox";
import type { chatAction, chatPage } from "./chats.server";
import { ScrollBox } from "~/ui/lists/scroll-box";

/** The text box of a reply: emptied once the reply is sent, left as typed when it is refused or the page refreshes. */
function ReplyForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useFieldForm({ id: "chat-reply", fields: replyFields, lastResult });
  const navigation = useNavigation();
  const actionData = useActionData<typeof chatAction>();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) {
      wasSending.current = true;
      return;
    }
    if (!wasSending.current) return;
    wasSending.current = false;
    // Back without a refusal of this reply: it was sent, and the box is ready for the next one.
    if (actionData?.intent !== "reply") formRef.current?.reset();
  }, [sending, actionData]);
  const text = fields.text;
  const invalid = Boolean(text.errors?.length);
  const props = getTextareaProps(text);
  return (
    <Form
      method="post"
      ref={formRef}
      {...getFormProps(form)}
      className="space-y-2 border-t border-slate-200 p-4"
      preventScrollReset
    >
      <FormAlert id={form.errorId} errors={form.errors} />
      <label htmlFor={text.id} className="label">
        {t("chats.message")}
      </label>
      <textarea
        {...props}
        key={props.key}
        rows={3}
        maxLength={messageMaxLength}
        className="input"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? text.errorId : undefined}
        aria-required
      />
      <ErrorList id={text.errorId} errors={text.errors} />
      <div className="flex justify-end">
        <SubmitButton className="btn-primary" name="intent" value="reply" pendingText={t("chats.sending")}>
          {t("chats.send")}
        </SubmitButton>
      </div>
    </Form>
  );
}

function AssignForm({
  employees,
  lastResult,
}: {
  employees: Option[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useFieldForm({ id: "chat-assign", fields: assignFieldsOf(employees), lastResult });
  const employee = fields.employeeId;
  const invalid = Boolean(employee.errors?.length);
  const props = getSelectProps(employee);
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-2" preventScrollReset>
      <div className="min-w-[14rem]">
        <label htmlFor={employee.id} className="label">
          {t("chats.assignTo")}
        </label>
        <select
          {...props}
          key={props.key}
          className="input mt-1"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? employee.errorId : undefined}
        >
          <option value="">{t("list.choose")}</option>
          {employees.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <SubmitButton className="btn-secondary" name="intent" value="assign" pendingText={t("chats.assigning")}>
        {t("chats.assign")}
      </SubmitButton>
      <ErrorList id={employee.errorId} errors={employee.errors} />
      <FormAlert id={form.errorId} errors={form.errors} />
    </Form>
  );
}

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
            <AssignForm employees={employees} lastResult={resultOf("assign")} />
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
        <ReplyForm lastResult={resultOf("reply")} />
      ) : (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
          {chat.status === "closed" ? t("chats.closedNote") : t("chats.takeToReply")}
        </p>
      )}
    </section>
  );
}
