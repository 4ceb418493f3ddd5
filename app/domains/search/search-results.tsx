// The results of the global search, grouped by kind, as the `/search` page shows them: each record names itself and
// what tells it apart, opens with one click, and a record of an event also opens its event's tab. A kind whose search
// failed says so in its place (spec section 8's message) while the others show.
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/ui/shell-kit";
import { failureMessageKey, useHitLabel } from "./search-labels";
import type { SearchGroup } from "./search.server";

export function SearchResults({ q, groups }: { q: string; groups: SearchGroup[] }) {
  const { t } = useTranslation();
  const found = groups.some((group) => group.hits.length > 0 || group.failure);
  if (!found)
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-600" role="status">
        {t("search.nothing", { q })}
      </p>
    );
  return (
    <div className="space-y-6" data-testid="search-results">
      {groups
        .filter((group) => group.hits.length > 0 || group.failure)
        .map((group) => (
          <ResultGroup key={group.kind} group={group} />
        ))}
    </div>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const { t } = useTranslation();
  const labelOf = useHitLabel();
  const headingId = `search-kind-${group.kind}`;
  const kind = t(`search.kinds.${group.kind}`);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white"
      data-testid={`search-group-${group.kind}`}
    >
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 px-4 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {kind}
          {group.failure ? null : (
            <span className="ml-2 text-sm font-normal text-slate-500">{t("search.count", { count: group.total })}</span>
          )}
        </h2>
        {group.total > group.hits.length ? (
          <Link to={group.listHref} className="text-sm font-medium text-brand-700 hover:underline">
            {t("search.seeAll", { count: group.total, kind })}
          </Link>
        ) : null}
      </div>
      {group.failure ? (
        <p role="alert" className="px-4 py-3 text-sm text-red-700">
          {t(failureMessageKey(group.failure))}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {group.hits.map((hit) => {
            const label = labelOf(hit);
            return (
              // On a phone the state and the event's tab go under the name, which keeps the whole width.
              <li key={hit.id} className="px-4 py-3 sm:flex sm:items-center sm:gap-4">
                <div className="min-w-0 sm:flex-1">
                  <Link to={hit.href} className="font-medium text-brand-700 hover:underline">
                    {hit.title || hit.id}
                  </Link>
                  {hit.details.length > 0 ? (
                    <p className="text-sm text-slate-600 sm:truncate">{hit.details.join(" · ")}</p>
                  ) : null}
                </div>
                {label || hit.eventHref ? (
                  <div className="mt-1 flex items-center gap-4 sm:mt-0">
                    {label ? <Badge>{label}</Badge> : null}
                    {hit.eventHref ? (
                      <Link
                        to={hit.eventHref}
                        className="whitespace-nowrap text-sm font-medium text-slate-700 underline decoration-slate-300 hover:text-slate-900"
                        aria-label={t("search.inEventOf", { name: hit.title || hit.id })}
                      >
                        {t("search.inEvent")}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
