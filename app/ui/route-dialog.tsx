// A dialog that is a URL (issue: dialogs are routes). With JavaScript it is Headless UI's modal over the list: focus
// stays inside, Esc and the close button go back to the list with its filters. Without it, the same content is a
// page-like panel whose forms post to the same actions.
import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { XMarkIcon } from "@heroicons/react/24/outline";
import { Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "./use-hydrated";

export function RouteDialog({ title, closeTo, children }: { title: string; closeTo: string; children: ReactNode }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const close = (
    <Link to={closeTo} className="rounded p-1 text-slate-500 hover:bg-slate-100" aria-label={t("dialog.close")} preventScrollReset>
      <XMarkIcon className="h-6 w-6" aria-hidden="true" />
    </Link>
  );
  const header = (heading: ReactNode) => (
    <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
      {heading}
      {close}
    </div>
  );

  if (!hydrated) {
    return (
      <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-slate-900/40 p-4 sm:p-10">
        <section role="dialog" aria-modal="true" aria-labelledby="route-dialog-title" className="w-full max-w-2xl rounded-xl bg-white shadow-xl">
          {header(
            <h2 id="route-dialog-title" className="text-lg font-semibold text-slate-900">
              {title}
            </h2>,
          )}
          <div className="px-6 py-5">{children}</div>
        </section>
      </div>
    );
  }

  return (
    <Dialog open onClose={() => navigate(closeTo, { preventScrollReset: true })} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 sm:p-10">
        <DialogPanel className="w-full max-w-2xl rounded-xl bg-white shadow-xl">
          {header(<DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>)}
          <div className="px-6 py-5">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
