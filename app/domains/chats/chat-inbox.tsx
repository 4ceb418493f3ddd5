// The support inbox: the chats newest first beside the open one (one above the other on a phone), each with its state
// and its unread mark, filtered by state in the URL. With JavaScript the list and the open chat are read again every
// few seconds while the page is visible (the new chat dialog pauses it); without, every link and form still works.
import { Link, NavLink, useLocation, useOutlet, useParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime, sectionPath, Badge } from "~/ui/shell-kit";
import { changeState, pageRange, toSearchParams, type ListState } from "~/core/lists/list-query";
import { ListViewsMenu } from "~/ui/lists/list-views";
import { PageHeader } from "~/ui/shell/section-page";
import { useLiveLoaderData, useLiveRefresh } from "~/ui/live/live-data";
import { LiveStatusLine } from "~/ui/live/live-status";
import { chatPollMs, chatStatuses, chatTones, type ChatStatus } from "./chats";
import { chats } from "./chats.resources";
import type { chatInbox } from "./chats.server";

export const chatsPath = sectionPath("chats");

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  if (!chatStatuses.includes(status as ChatStatus)) return null;
  return <Badge tone={chatTones[status as ChatStatus]}>{t(`chats.statuses.${status}`)}</Badge>;
}

function When({ at }: { at: string | null }) {
  if (!at) return null;
  return (
    <time dateTime={at} className="shrink-0 text-xs tabular-nums text-slate-500">
      {formatDateTime(at)}
    </time>
  );
}

/** 'x–y of N' and previous/next, narrow enough for the list's column; the page size stays whatever the URL says. */
function InboxPager({ state, total }: { state: ListState; total: number }) {
  const { t } = useTranslation();
  const range = pageRange(state, total);
  const hrefOf = (page: number) => `?${toSearchParams(changeState(state, { page }), chats.list)}`;
  const step = (page: number, rel: "prev" | "next", label: string) =>
    page >= 1 && page <= range.pages ? (
      <Link to={hrefOf(page)} rel={rel} className="btn-secondary px-3 py-1" preventScrollReset>
        {label}
      </Link>
    ) : (
      <span className="btn-secondary cursor-not-allowed px-3 py-1 opacity-50" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav
      aria-label={t("list.pagination")}
      className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-4 py-3 text-sm"
    >
      <p className="text-slate-600" data-testid="list-range">
        {t("list.range", { from: range.from, to: range.to, total })}
      </p>
      <div className="flex gap-1">
        {step(state.page - 1, "prev", t("list.previous"))}
        {step(state.page + 1, "next", t("list.next"))}
      </div>
    </nav>
  );
}

export function ChatInboxPage() {
  const { t } = useTranslation();
  const { data, status: live } = useLiveLoaderData<typeof chatInbox>();
  const { rows, total, state, title, views, viewerId } = data;
  const { search } = useLocation();
  const { id: openId } = useParams();
  const outlet = useOutlet();
  // The new chat dialog is the one child that is not a chat: no reading again behind it while a user is picked.
  const dialogOpen = outlet !== null && !openId;
  useLiveRefresh(chatPollMs, live, { paused: dialogOpen });
  const filterHref = (status: string | undefined) =>
    `?${toSearchParams(changeState(state, { filters: { status: status ?? "" } }), chats.list)}`;
  return (
    <>
      <PageHeader
        title={title}
        description={t("sections.chats.description")}
        actions={
          <>
            <ListViewsMenu list={chatsPath} views={views} userId={viewerId} />
            <Link to={`${chatsPath}/new${search}`} className="btn-primary" preventScrollReset>
              {t("chats.new")}
            </Link>
          </>
        }
      />
      <LiveStatusLine status={live} className="mb-3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <section
          aria-labelledby="chats-list-heading"
          className={`min-w-0 overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-slate-200 ${openId ? "hidden lg:block" : ""}`}
        >
          <div className="border-b border-slate-200 px-4 py-3">
            <h2 id="chats-list-heading" className="font-semibold text-slate-900">
              {t("chats.list")}
            </h2>
            <nav aria-label={t("chats.byStatus")} className="mt-2 flex flex-wrap gap-1.5 text-sm">
              {[undefined, ...chatStatuses].map((status) => {
                const current = (state.filters.status ?? undefined) === status;
                return (
                  <Link
                    key={status ?? "all"}
                    to={filterHref(status)}
                    aria-current={current ? "true" : undefined}
                    className={`rounded-full px-3 py-0.5 ring-1 ring-slate-200 ${current ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
                    preventScrollReset
                  >
                    {status ? t(`chats.statuses.${status}`) : t("chats.all")}
                  </Link>
                );
              })}
            </nav>
          </div>
          {rows.length === 0 ? (
            <p className="px-4 py-10 text-center text-sm text-slate-600">{t("chats.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="chat-list">
              {rows.map((chat) => (
                <li key={chat._id} data-testid="chat-row" data-unread={chat.unread || undefined}>
                  <NavLink
                    to={`${chatsPath}/${encodeURIComponent(chat._id)}${search}`}
                    className={({ isActive }) =>
                      `block px-4 py-3 hover:bg-slate-50 ${isActive ? "bg-brand-50" : chat.unread ? "bg-sky-50/60" : ""}`
                    }
                    preventScrollReset
                  >
                    <div className="flex items-baseline justify-between gap-3">
                      <span
                        className={`truncate ${chat.unread ? "font-semibold text-slate-900" : "font-medium text-slate-800"}`}
                      >
                        {chat.title || t("chats.untitled")}
                      </span>
                      <When at={chat.updatedAt} />
                    </div>
                    <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-slate-600">
                      {chat.unread ? (
                        <span className="rounded-full bg-sky-700 px-2 py-0.5 font-semibold text-white">
                          {t("chats.unread")}
                        </span>
                      ) : null}
                      <StatusBadge status={chat.status} />
                      <span className="truncate">{chat.platform ? t("chats.platform") : chat.venue}</span>
                    </div>
                    {chat.lastText ? (
                      <p className="mt-1 truncate text-sm text-slate-600">
                        {chat.lastFromViewer ? `${t("chats.you")}: ` : chat.lastSender ? `${chat.lastSender}: ` : ""}
                        {chat.lastText}
                      </p>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
          <InboxPager state={state} total={total} />
        </section>
        <div className="min-w-0">
          {openId ? (
            outlet
          ) : (
            <>
              <p className="hidden rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center text-sm text-slate-600 lg:block">
                {t("chats.choose")}
              </p>
              {outlet}
            </>
          )}
        </div>
      </div>
    </>
  );
}
