// A white panel around a form or a few facts on a page.
import type { ReactNode } from "react";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 ${className}`}>{children}</div>;
}
