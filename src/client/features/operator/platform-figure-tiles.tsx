import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import type { PlatformFigures } from "../../../shared/generated/operator";
import { useShell } from "../../app/shell-context";
import { formatMoney } from "../../i18n/format";
import type { Locale } from "../../i18n/locales";
import { formatFigure } from "../../ui/charts/chart-labels";

interface Tile {
  id: keyof PlatformFigures;
  label: MessageDescriptor;
  /** The admin navigation entry (the operator's navigation) of the list behind the figure, when that list exists. */
  list?: string;
  money?: boolean;
}

const TILES: readonly Tile[] = [
  { id: "companiesActive", label: msg`Companies active`, list: "companies" },
  { id: "companiesInactive", label: msg`Companies inactive`, list: "companies" },
  { id: "registrationsWaiting", label: msg`Registrations waiting`, list: "registrations" },
  { id: "vehicles", label: msg`Vehicles`, list: "vehicles" },
  { id: "employees", label: msg`Employees`, list: "employees" },
  { id: "invoicesOpen", label: msg`Invoices open`, list: "invoices" },
  { id: "amountDueCents", label: msg`Amount due`, list: "invoices", money: true },
  { id: "invoicesPaid", label: msg`Invoices paid`, list: "invoices" },
];

const TILE =
  "flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-800";

/** The platform now, one tile per figure; a tile opens its admin list where there is one. */
export function PlatformFigureTiles({ figures }: { figures: PlatformFigures | undefined }) {
  const { t, i18n } = useLingui();
  const { operatorNav } = useShell();
  return (
    <section aria-label={t`The platform now`}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="platform-figures">
        {TILES.map((tile) => {
          const value = figures?.[tile.id];
          const shown =
            value === undefined
              ? "…"
              : tile.money
                ? formatMoney(value, i18n.locale as Locale)
                : formatFigure(i18n, value);
          const href = operatorNav.find((entry) => entry.id === tile.list)?.href;
          const body = (
            <>
              <span className="truncate text-2xl font-semibold tabular-nums" data-testid={`figure-${tile.id}`}>
                {shown}
              </span>
              <span className="text-sm text-slate-700 dark:text-slate-200">{i18n._(tile.label)}</span>
            </>
          );
          return (
            <li key={tile.id} className="min-w-0" aria-busy={value === undefined}>
              {href ? (
                <Link href={href} className={`${TILE} hover:border-blue-500`}>
                  {body}
                </Link>
              ) : (
                <div className={TILE}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
