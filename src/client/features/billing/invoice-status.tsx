import { useLingui } from "@lingui/react/macro";

const STYLE: Record<string, string> = {
  open: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  paid: "bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100",
  void: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

/** An invoice's status as a badge: Open, Paid or Void. */
export function InvoiceStatusBadge({ status }: { status: string | undefined }) {
  const { t } = useLingui();
  if (!status) return null;
  const label = status === "paid" ? t`Paid` : status === "void" ? t`Void` : t`Open`;
  return (
    <span
      data-testid="invoice-status"
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${STYLE[status] ?? STYLE.open}`}
    >
      {label}
    </span>
  );
}
