// The signed-in devices page (decision 046): one's own sessions and, for a venue's own account, its staff's. Ending
// one is a link to a confirmation that names the device (`?end=<key>`), then a form post: no JavaScript needed.
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/ui/shell-kit";
import { PageHeader } from "~/ui/shell/section-page";
import type { DeviceRow, devicesPage } from "./devices.server";

const devicesPath = "/profile/devices";

function SessionsTable({ caption, rows, staff }: { caption: string; rows: DeviceRow[]; staff: boolean }) {
  const { t } = useTranslation();
  const columns = [...(staff ? ["person"] : []), "device", "firstSeen", "lastSeen", "actions"];
  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-3 text-left font-semibold text-slate-700">
                {t(`devices.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.key} data-testid="device-row">
              {staff ? <td className="px-3 py-2 font-medium">{row.name}</td> : null}
              <td className="px-3 py-2">
                <span className="font-medium">{row.device}</span>
                {row.current ? (
                  <span className="ml-2">
                    <Badge tone="blue">{t("devices.thisDevice")}</Badge>
                  </span>
                ) : null}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{row.firstSeen}</td>
              <td className="whitespace-nowrap px-3 py-2">{row.lastSeen}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <Link
                  to={`${devicesPath}?end=${row.key}`}
                  className="font-medium text-brand-700 hover:underline"
                  aria-label={
                    staff
                      ? t("devices.endNamedOf", { device: row.device, name: row.name })
                      : t("devices.endNamed", { device: row.device })
                  }
                >
                  {row.current ? t("devices.signOutHere") : t("devices.end")}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function DevicesPage() {
  const { t } = useTranslation();
  const { own, staff, confirm } = useLoaderData<typeof devicesPage>();
  const others = own.filter((row) => !row.current).length;
  return (
    <>
      <PageHeader
        title={t("devices.title")}
        description={t("devices.description")}
        actions={
          others > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="end-others" />
              <button type="submit" className="btn-secondary">
                {t("devices.endOthers")}
              </button>
            </Form>
          ) : null
        }
      />
      {confirm ? (
        <section
          role="alertdialog"
          aria-labelledby="end-device-title"
          className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="end-device-title" className="font-semibold text-slate-900">
            {confirm.current
              ? t("devices.confirmHere", { device: confirm.device })
              : confirm.name
                ? t("devices.confirmOf", { device: confirm.device, name: confirm.name })
                : t("devices.confirm", { device: confirm.device })}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t("devices.confirmHint", { lastSeen: confirm.lastSeen })}</p>
          <Form method="post" className="mt-3 flex gap-2">
            <input type="hidden" name="intent" value="end" />
            <input type="hidden" name="key" value={confirm.key} />
            <Link to={devicesPath} className="btn-secondary">
              {t("dialog.cancel")}
            </Link>
            <button type="submit" className="btn-primary bg-red-600 hover:bg-red-700">
              {t("devices.confirmButton", { device: confirm.device })}
            </button>
          </Form>
        </section>
      ) : null}
      <section aria-labelledby="own-devices" className="space-y-3">
        <h2 id="own-devices" className="text-lg font-semibold text-slate-900">
          {t("devices.own")}
        </h2>
        <SessionsTable caption={t("devices.own")} rows={own} staff={false} />
      </section>
      {staff ? (
        <section aria-labelledby="staff-devices" className="mt-8 space-y-3">
          <h2 id="staff-devices" className="text-lg font-semibold text-slate-900">
            {t("devices.staff")}
          </h2>
          <p className="text-sm text-slate-600">{t("devices.staffHint")}</p>
          {staff.length === 0 ? (
            <p className="rounded-lg bg-white p-6 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
              {t("devices.staffEmpty")}
            </p>
          ) : (
            <SessionsTable caption={t("devices.staff")} rows={staff} staff />
          )}
        </section>
      ) : null}
    </>
  );
}
