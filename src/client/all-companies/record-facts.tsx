import type { ReactNode } from "react";

export interface RecordFact {
  label: string;
  value: ReactNode;
  /** Takes the whole row (long text). */
  wide?: boolean;
}

/** The facts of an operator's read-only record, label above value; an empty value shows as a dash. */
export function RecordFacts({ facts }: { facts: readonly RecordFact[] }) {
  return (
    <dl
      className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
      data-testid="record-facts"
    >
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? "col-span-2" : undefined}>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{fact.label}</dt>
          <dd className="mt-0.5 whitespace-pre-line">
            {fact.value === "" || fact.value === null || fact.value === undefined ? (
              <span className="text-slate-500 dark:text-slate-400">—</span>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
