import { useLingui } from "@lingui/react/macro";
import { useId } from "react";

import { expiryYears } from "../../../shared/rules/billing/cards";
import { useClock } from "../../app/client-context";
import type { TypedCard } from "./tokenize-card";

const INPUT =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-900";
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Card number, expiry (months 01–12, years from this one: docs/billing.md "Decisions") and security code. */
export function CardFields({
  card,
  onChange,
  problems,
}: {
  card: TypedCard;
  onChange: (card: TypedCard) => void;
  problems: readonly string[];
}) {
  const { t } = useLingui();
  const monthId = useId();
  const yearId = useId();
  const clock = useClock();
  const invalid = (field: string) => (problems.includes(field) ? { "aria-invalid": true as const } : {});
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <label className="col-span-2 flex flex-col gap-1 text-sm">
        <span>{t`Card number`}</span>
        <input
          className={INPUT}
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={23}
          value={card.number}
          onChange={(e) => onChange({ ...card, number: e.target.value })}
          data-testid="card-number"
          {...invalid("number")}
        />
      </label>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={monthId}>{t`Expiry month`}</label>
        <select
          id={monthId}
          className={INPUT}
          autoComplete="cc-exp-month"
          value={card.expMonth}
          onChange={(e) => onChange({ ...card, expMonth: Number(e.target.value) })}
          data-testid="card-month"
          {...invalid("expiry")}
        >
          {MONTHS.map((m) => (
            <option key={m} value={m}>
              {String(m).padStart(2, "0")}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1 text-sm">
        <label htmlFor={yearId}>{t`Expiry year`}</label>
        <select
          id={yearId}
          className={INPUT}
          autoComplete="cc-exp-year"
          value={card.expYear}
          onChange={(e) => onChange({ ...card, expYear: Number(e.target.value) })}
          data-testid="card-year"
          {...invalid("expiry")}
        >
          {expiryYears(clock.date().getFullYear()).map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
      <label className="flex flex-col gap-1 text-sm">
        <span>{t`Security code`}</span>
        <input
          className={INPUT}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={card.cvc}
          onChange={(e) => onChange({ ...card, cvc: e.target.value })}
          data-testid="card-cvc"
          {...invalid("cvc")}
        />
      </label>
    </div>
  );
}
