// The new chat dialog over the inbox (a URL, a page of its own without JavaScript): the app user to talk to, searched
// on the server as typed with JavaScript, through the form's search button without it (no one is listed unsearched).
// The form is an island (decision 059).
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { resourceFormCode } from "~/resource/resource-form-island";
import { Island } from "~/ui/island";
import { RouteDialog } from "~/ui/forms/route-dialog";
import { chatsPath } from "./chat-inbox";
import { chats } from "./chats.resources";
import type { newChatDialog, startChat } from "./chats.server";

export function NewChatDialog() {
  const { t } = useTranslation();
  const { options, title } = useLoaderData<typeof newChatDialog>();
  const lastResult = useActionData<typeof startChat>();
  const { search } = useLocation();
  const closeTo = `${chatsPath}${search}`;
  return (
    <RouteDialog title={title} closeTo={closeTo}>
      <p className="mb-4 text-sm text-slate-600">{t("chats.newHint")}</p>
      <Island code={resourceFormCode}>
        {({ ResourceForm }) => (
          <ResourceForm
            id="new-chat"
            fields={chats.fields}
            values={{}}
            options={options}
            optionsSource={`/options/${chats.key}`}
            searchWithoutScript
            pickImages={false}
            lastResult={lastResult}
            cancelTo={closeTo}
            submitLabel={t("chats.open")}
          />
        )}
      </Island>
    </RouteDialog>
  );
}
