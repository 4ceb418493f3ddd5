// The reply box and the assignment of a chat, drawn by chat-pane.tsx.
import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useFieldForm } from "~/resource/field-form";
import { ErrorList, FormAlert, SubmitButton } from "~/ui/forms/forms";
import type { Option } from "~/core/lists/option";
import { assignFieldsOf, messageMaxLength, replyFields } from "./chats";
import type { chatAction } from "./chats.server";

/** The text box of a reply: emptied once the reply is sent, left as typed when it is refused or the page refreshes. */
export function ReplyForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
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

export function AssignForm({
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
