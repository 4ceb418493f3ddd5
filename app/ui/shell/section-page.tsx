// A page heading with its purpose, and the page title taken from the loader's `title`.
import type { MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";

export const sectionMeta: MetaFunction = ({ data }) => [{ title: (data as { title?: string } | undefined)?.title }];

export function PageHeader({
  title,
  description,
  actions,
  level = 1,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** 2 inside a page that has its own heading (a tab of the event workspace). */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <Heading
          className={level === 1 ? "text-2xl font-semibold text-slate-900" : "text-lg font-semibold text-slate-900"}
        >
          {title}
        </Heading>
        {description ? <p className="mt-1 max-w-3xl text-sm text-slate-600">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
