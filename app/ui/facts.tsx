// A card of facts shown beside a form: a title, then label and value rows (the account's role, a venue's fees).
import type { ReactNode } from "react";
import { Card } from "./card";

export type Fact = [label: string, value: ReactNode];

export function Facts({ title, rows }: { title: string; rows: Fact[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-2 gap-2 py-2 text-sm">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
