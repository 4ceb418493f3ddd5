// The identity-check queue (spec sections 3 and 4): one status at a time (pending by default) with the count of each,
// a card per check with the user, the document number and the selfie, front and back side by side (each opens full
// size in a new tab), and approve or reject on pending ones, each a confirmation dialog that is a URL.
import type { SerializeFrom } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatDateTime, sectionPath, Badge } from "~/ui/shell-kit";
import { changeState, toSearchParams } from "~/core/lists/list-query";
import { mayDecide, validationStatuses, type ValidationDecision } from "~/domains/people/user-validations";
import { userValidations } from "~/domains/people/user-validations.resources";
import { validationTones } from "~/domains/people/users.resources";
import { ConfirmDialog } from "~/ui/forms/confirm-dialog";
import { DataTablePager, ListToolbar, usePaths } from "~/resource/table-kit";
import { ListViewsMenu } from "~/ui/lists/list-views";
import { PageHeader } from "~/ui/shell/section-page";
import type { decideValidation, validationDecisionDialog, validationQueue } from "./user-validations.server";

type Check = SerializeFrom<typeof validationQueue>["rows"][number];

const pictures = [
  { field: "identSelfie", label: "people.validations.selfie", alt: "people.validations.selfieAlt" },
  { field: "identDocFront", label: "people.validations.front", alt: "people.validations.frontAlt" },
  { field: "identDocBack", label: "people.validations.back", alt: "people.validations.backAlt" },
] as const;

/** The three pictures side by side; each opens full size in a new tab. */
function CheckPictures({ check, size = "h-28" }: { check: Check; size?: string }) {
  const { t } = useTranslation();
  const name = String(check.userName ?? "");
  return (
    <div className="grid grid-cols-3 gap-3">
      {pictures.map((picture) => {
        const url = check[picture.field] ?? "";
        const alt = t(picture.alt, { name });
        return (
          <figure key={picture.field} className="min-w-0">
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block rounded-md ring-1 ring-slate-200 hover:ring-brand-500"
                title={t("people.validations.opensFull", { label: alt })}
              >
                <img
                  src={url}
                  alt={alt}
                  className={`${size} w-full rounded-md bg-slate-50 object-contain`}
                  loading="lazy"
                />
              </a>
            ) : (
              <div
                className={`${size} flex items-center justify-center rounded-md bg-slate-50 text-xs text-slate-500 ring-1 ring-slate-200`}
              >
                {t("people.validations.missingImage")}
              </div>
            )}
            <figcaption className="mt-1 text-xs font-medium text-slate-600">{t(picture.label)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

function decisionHref(base: string, id: string, decision: ValidationDecision, search: string) {
  return `${base}/${encodeURIComponent(id)}/${decision}${search}`;
}

function CheckCard({ check }: { check: Check }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const paths = usePaths(userValidations);
  const name = String(check.userName ?? "");
  const status = String(check.status ?? "");
  return (
    <article
      className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200"
      aria-labelledby={`check-${check._id}`}
      data-testid="validation-card"
    >
      <div className="mb-3 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`check-${check._id}`} className="font-semibold text-slate-900">
            {name}
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
            <dt className="text-slate-500">{t("people.validations.documentNumber")}</dt>
            <dd className="font-mono">{String(check.identDocNumber ?? "—")}</dd>
            <dt className="text-slate-500">{t("people.validations.submittedAt")}</dt>
            <dd>{typeof check.createdAt === "string" ? formatDateTime(check.createdAt) : "—"}</dd>
          </dl>
        </div>
        <Badge tone={validationTones[status as keyof typeof validationTones]}>
          {t(`people.validationStatuses.${status}`)}
        </Badge>
      </div>
      <CheckPictures check={check} />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3 text-sm">
        {check.userId ? (
          <Link
            to={`${sectionPath("users")}/${encodeURIComponent(String(check.userId))}`}
            className="font-medium text-brand-700 hover:underline"
            aria-label={t("people.validations.openUserNamed", { name })}
          >
            {t("people.validations.openUser")}
          </Link>
        ) : null}
        {mayDecide(status) ? (
          <>
            <Link
              to={decisionHref(paths.base, check._id, "reject", search)}
              className="btn-secondary text-red-700"
              aria-label={t("people.validations.rejectNamed", { name })}
              preventScrollReset
            >
              {t("people.validations.reject")}
            </Link>
            <Link
              to={decisionHref(paths.base, check._id, "approve", search)}
              className="btn-primary"
              aria-label={t("people.validations.approveNamed", { name })}
              preventScrollReset
            >
              {t("people.validations.approve")}
            </Link>
          </>
        ) : null}
      </div>
    </article>
  );
}

export function ValidationQueuePage() {
  const { t } = useTranslation();
  const { rows, total, state, counts, base, views, viewerId } = useLoaderData<typeof validationQueue>();
  const hrefFor = (status: string) =>
    `?${toSearchParams(changeState(state, { filters: { status } }), userValidations.list)}`;
  return (
    <>
      <PageHeader
        title={t("sections.userValidations.title")}
        description={t("sections.userValidations.description")}
        actions={<ListViewsMenu list={base} views={views} userId={viewerId} />}
      />
      <nav aria-label={t("people.validations.byStatus")} className="mb-4 flex flex-wrap gap-2 text-sm">
        {validationStatuses.map((status) => {
          const current = state.filters.status === status;
          return (
            <Link
              key={status}
              to={hrefFor(status)}
              aria-current={current ? "true" : undefined}
              className={`rounded-full px-3 py-1 ring-1 ring-slate-200 ${current ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50"}`}
              preventScrollReset
            >
              {t(`people.validationStatuses.${status}`)} <span className="tabular-nums">({counts[status] ?? 0})</span>
            </Link>
          );
        })}
      </nav>
      <ListToolbar
        state={state}
        spec={userValidations.list}
        controls={[]}
        preserve={state.filters.status !== "pending" ? { status: state.filters.status } : undefined}
      />
      <section aria-label={t("people.validations.list")} className="grid gap-4 xl:grid-cols-2">
        {rows.length === 0 ? (
          <p className="rounded-lg xl:col-span-2 bg-white px-4 py-12 text-center text-slate-600 ring-1 ring-slate-200">
            {t("people.validations.empty")}
          </p>
        ) : null}
        {rows.map((check) => (
          <CheckCard key={check._id} check={check} />
        ))}
      </section>
      <div className="mt-4 overflow-hidden rounded-lg bg-white ring-1 ring-slate-200">
        <DataTablePager state={state} spec={userValidations.list} total={total} />
      </div>
      <Outlet />
    </>
  );
}

export function ValidationDecisionDialog({ decision }: { decision: ValidationDecision }) {
  const { t } = useTranslation();
  const { check, title } = useLoaderData<typeof validationDecisionDialog>();
  const failure = useActionData<typeof decideValidation>();
  const paths = usePaths(userValidations);
  return (
    <ConfirmDialog
      title={title}
      message={t(`people.validations.${decision}Message`)}
      detail={
        <div className="space-y-3">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-normal text-slate-600">{t("fields.user")}</dt>
            <dd>{String(check.userName ?? "")}</dd>
            <dt className="font-normal text-slate-600">{t("people.validations.documentNumber")}</dt>
            <dd className="font-mono">{String(check.identDocNumber ?? "—")}</dd>
          </dl>
          <CheckPictures check={check} size="h-24" />
        </div>
      }
      confirmLabel={t(`people.validations.${decision}Named`, { name: String(check.userName ?? "") })}
      keepLabel={t(`keep.${decision}`)}
      pendingLabel={t(decision === "approve" ? "people.validations.approving" : "people.validations.rejecting")}
      closeTo={paths.list}
      tone={decision === "reject" ? "danger" : "primary"}
      error={failure?.error}
    />
  );
}
