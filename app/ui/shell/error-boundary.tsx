// The one error boundary: not-found for unknown paths and refused sections (spec section 6), a refusal for cross-site
// posts, a post over the body's bounds, a retry page for upstream failures (section 8), and a plain apology for
// anything else. Never a stack trace.
import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { maxFilesPerForm, maxFormParts } from "~/core/http/body-limits";
import { maxUploadBytes } from "~/core/http/upload-types";
import { isUpstreamFailureBody, type UpstreamFailure } from "~/core/upstream/upstream-failure";

export function GeneralErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (isUpstreamFailureBody(error.data)) {
      if (error.data.failure === "not-found") return <NotFoundPage />;
      return <UpstreamProblem failure={error.data.failure} messageKey={error.data.messageKey} />;
    }
    if (error.status === 404) return <NotFoundPage />;
    if (error.status === 403) return <ForbiddenPage />;
    if (error.status === 413) return <TooLargePage />;
  }
  return <UpstreamProblem failure="server" />;
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout code="404" title={t("errors.notFoundTitle")} text={t("errors.notFoundText")}>
      <Link to="/" className="btn-primary">
        {t("errors.backHome")}
      </Link>
    </ErrorLayout>
  );
}

/** A cross-site form post (app/lib/same-origin.server.ts): nothing was done. */
function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <ErrorLayout code="403" title={t("quality.forbiddenTitle")} text={t("quality.forbiddenText")}>
      <Link to="/" className="btn-primary">
        {t("errors.backHome")}
      </Link>
    </ErrorLayout>
  );
}

/** A post over the body's bounds (core/http/request-body.server.ts): nothing was read, nothing was saved. */
function TooLargePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const text = t("uploadChecks.tooLargeText", {
    files: maxFilesPerForm,
    fileMb: maxUploadBytes / (1024 * 1024),
    parts: maxFormParts,
  });
  return (
    <ErrorLayout code="413" title={t("uploadChecks.tooLargeTitle")} text={text}>
      <a href={`${location.pathname}${location.search}`} className="btn-primary">
        {t("uploadChecks.back")}
      </a>
      <Link to="/" className="btn-secondary">
        {t("errors.backHome")}
      </Link>
    </ErrorLayout>
  );
}

const titles: Record<UpstreamFailure, string> = {
  "bad-request": "errors.badRequest",
  "not-found": "errors.notFoundTitle",
  server: "errors.serverTitle",
  timeout: "errors.timeoutTitle",
  unreachable: "errors.unreachableTitle",
  malformed: "errors.serverTitle",
  withheld: "errors.withheldTitle",
};

function UpstreamProblem({ failure, messageKey }: { failure: UpstreamFailure; messageKey?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <ErrorLayout title={t(titles[failure])} text={messageKey ? t(messageKey) : t("errors.upstreamText")}>
      <a href={here} className="btn-primary">
        {t("errors.retry")}
      </a>
      <Link to="/" className="btn-secondary">
        {t("errors.backHome")}
      </Link>
    </ErrorLayout>
  );
}

function ErrorLayout({
  code,
  title,
  text,
  children,
}: {
  code?: string;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-center px-6 py-24 text-center">
      {code ? <p className="text-5xl font-bold text-brand-600">{code}</p> : null}
      <h1 className="mt-4 text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{text}</p>
      <div className="mt-8 flex gap-3">{children}</div>
    </main>
  );
}
