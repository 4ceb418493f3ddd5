// The galley tab of an event, phone-first like the door (the staff work it standing, on a phone): one field for the
// product, the night's stock as cards (galley-stock-card.tsx), fewest left first, and the log below (galley-log.tsx).
// A load can be taken back for a few seconds with JavaScript; without it the load is confirmed on the product's stock
// page (galley-stock-dialog.tsx), which also takes the other movements.
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { galleys } from "~/domains/galley-cloakroom/galley-cloakroom.resources";
import { allows } from "~/resource/definition";
import { Icon } from "~/ui/frame-kit";
import { UndoToast } from "~/ui/shell/undo-toast";
import type { GalleyMovementDone, galleyTab } from "./galley.server";
import { LogList, LogTable } from "./galley-log";
import { StockCard } from "./galley-stock-card";
import { NightSearch } from "./night-search";
import { useNightUndo } from "./night-undo";

export function GalleyTab() {
  const { t } = useTranslation();
  const { base, log, cards, q, writable } = useLoaderData<typeof galleyTab>();
  const { search } = useLocation();
  // A stock change taken back posts its inverse (unload what was loaded) to the product's own stock URL.
  const undo = useNightUndo<GalleyMovementDone>({
    said: (done) => t(`night.galley.done.${done.done}`, { product: done.product, amount: done.amount }),
    undoName: (done) => t("nightPhone.undo.galley", { product: done.product }),
    inverseOf: (done, inverse) => ({
      action: `${base}/${encodeURIComponent(done.id)}${search}`,
      fields: { movement: inverse.movement, amount: String(inverse.amount) },
    }),
    undone: (answer) => t("nightPhone.undo.galleyDone", { product: answer.product }),
  });
  const short = cards.filter((card) => card.level !== "ok").length;
  return (
    <>
      <div className="mx-auto max-w-xl space-y-4 pb-24">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("eventTabs.galley")}</h2>
          <p className="text-sm text-slate-600">{t("nightPhone.galley.intro")}</p>
        </div>
        <NightSearch id="galley-q" base={base} q={q} label={t("nightPhone.galley.search")} />
        {short > 0 ? (
          <p className="flex items-center gap-2 text-base font-medium text-red-800">
            <Icon name="bell-alert" className="h-5 w-5" />
            {t("nightPhone.galley.short", { count: short })}
          </p>
        ) : null}
        {cards.length > 0 ? (
          <ul className="space-y-3" aria-label={t("nightPhone.galley.stock")}>
            {cards.map((card) => (
              <li key={card._id}>
                <StockCard base={base} card={card} canRemove={writable.delete} onDone={undo.offer} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-base text-slate-600">
            {q ? t("nightPhone.galley.noResults", { q }) : t("list.emptyTitle")}
          </p>
        )}
        {writable.create && allows(galleys, "create") ? (
          <div className="border-t border-slate-200 pt-4">
            <Link to={`${base}/new${search}`} className="btn-secondary min-h-[44px] text-base" preventScrollReset>
              <Icon name="plus" className="h-4 w-4" />
              {t("list.create")}
            </Link>
          </div>
        ) : null}
      </div>
      <section className="mt-8" aria-labelledby="galley-log-title">
        <h3 id="galley-log-title" className="text-base font-semibold text-slate-900">
          {t("night.galley.log.title")}
        </h3>
        <p className="mb-3 mt-1 text-sm text-slate-600">
          {t("night.galley.log.description", { shown: log.entries.length, total: log.total })}
        </p>
        {log.entries.length === 0 ? (
          <p className="text-base text-slate-600">{t("night.galley.log.empty")}</p>
        ) : (
          <>
            <LogList columns={log.columns} entries={log.entries} />
            <div className="hidden sm:block">
              <LogTable columns={log.columns} entries={log.entries} caption={t("night.galley.log.title")} />
            </div>
          </>
        )}
      </section>
      <UndoToast undo={undo} />
      <Outlet />
    </>
  );
}
