import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";

import type { QuickBooksExport, QuickBooksFormat, QuickBooksPeriodSummary } from "../../../shared/generated/billing";
import type { FieldProblem } from "../../../shared/generated/common";
import { usePortalClient } from "../../app/client-context";
import { formatMoney } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { SelectField } from "../../ui/select-field";
import { TextField } from "../../ui/text-field";

type Problems = Partial<Record<"from" | "to" | "formats" | "companyId", Pick<FieldProblem, "problem" | "limit">>>;

const pad = (n: number) => String(n).padStart(2, "0");

/** The month before `now`'s (the client's clock), in the browser's calendar: what an operator closes at the start of a month. */
export function lastMonth(now: Date): { from: string; to: string } {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return { from: day(first), to: day(last) };
}

/** The export form: a period (last month by default), the formats and, optionally, one company of those in it. */
export function QuickBooksExportForm({ onExported }: { onExported: (exported: QuickBooksExport) => void }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [period, setPeriod] = useState(() => lastMonth(client.clock.date()));
  const [formats, setFormats] = useState<QuickBooksFormat[]>(["iif", "qbo"]);
  const [companyId, setCompanyId] = useState("");
  const [summary, setSummary] = useState<QuickBooksPeriodSummary>();
  const [problems, setProblems] = useState<Problems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);

  // What the period holds, and so which companies can be chosen; asked again when the dates change.
  useEffect(() => {
    let current = true;
    setSummary(undefined);
    if (!period.from || !period.to) return;
    completePayload(client.session.api.quickBooksPeriod(period)).then(
      (answer) => current && setSummary(answer),
      () => current && setSummary(undefined),
    );
    return () => {
      current = false;
    };
  }, [client, period]);

  const message = (field: keyof Problems): string | undefined => {
    const found = problems[field];
    if (!found) return undefined;
    switch (found.problem) {
      case "beforeFrom":
        return t`The period ends before it starts.`;
      case "tooLong":
        return t({
          message: plural(found.limit ?? 366, {
            one: "Choose a period of at most # day.",
            other: "Choose a period of at most # days.",
          }),
        });
      case "date":
      case "format":
        return t`Enter a date.`;
      case "nothingToExport":
        return t`Nothing was invoiced or paid in this period.`;
      case "tooMany":
        return t`Too many invoices: export a shorter period.`;
      case "required":
        return field === "formats" ? t`Choose at least one format.` : t`This field is required.`;
      default:
        return t`This value cannot be accepted.`;
    }
  };

  const toggle = (format: QuickBooksFormat, on: boolean) =>
    setFormats((list) => (on ? [...list.filter((f) => f !== format), format] : list.filter((f) => f !== format)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBanner(undefined);
    const local: Problems = {};
    if (!period.from) local.from = { problem: "required" };
    if (!period.to) local.to = { problem: "required" };
    if (formats.length === 0) local.formats = { problem: "required" };
    setProblems(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    try {
      const exported = await completePayload(
        client.session.api.quickBooksExport({ ...period, formats, ...(companyId ? { companyId } : {}) }),
      );
      onExported(exported);
    } catch (caught) {
      const failure = toServerError(caught);
      const placed: Problems = {};
      for (const field of failure.fields ?? [])
        if (["from", "to", "formats", "companyId"].includes(field.path)) placed[field.path as keyof Problems] = field;
      setProblems(placed);
      if (Object.keys(placed).length === 0) setBanner(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="qb-export-form"
    >
      <h2 className="text-lg font-semibold">
        <Trans>Export a period</Trans>
      </h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t`From`}
          type="date"
          value={period.from}
          onChange={(e) => setPeriod({ ...period, from: e.target.value })}
          error={message("from")}
          data-testid="qb-from"
        />
        <TextField
          label={t`To`}
          type="date"
          value={period.to}
          onChange={(e) => setPeriod({ ...period, to: e.target.value })}
          error={message("to")}
          data-testid="qb-to"
        />
        <SelectField
          label={t`Companies`}
          value={companyId}
          onChange={(e) => setCompanyId(e.target.value)}
          error={message("companyId")}
          data-testid="qb-company"
        >
          <option value="">{t`All companies`}</option>
          {summary?.companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset
        className="flex flex-col gap-2 text-sm"
        aria-describedby={problems.formats ? "qb-formats-error" : undefined}
      >
        <legend className="mb-1 font-medium">{t`Formats`}</legend>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={formats.includes("iif")}
            onChange={(e) => toggle("iif", e.target.checked)}
            data-testid="qb-format-iif"
          />
          {t`IIF file for QuickBooks Desktop (customers, invoices and payments)`}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={formats.includes("qbo")}
            onChange={(e) => toggle("qbo", e.target.checked)}
            data-testid="qb-format-qbo"
          />
          {t`CSV files for QuickBooks Online (invoices, payments)`}
        </label>
        {problems.formats && (
          <span id="qb-formats-error" className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
            {message("formats")}
          </span>
        )}
      </fieldset>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="qb-summary" aria-live="polite">
        {summary && (
          <Trans>
            <Plural value={summary.invoiceCount} one="# invoice" other="# invoices" /> (
            {formatMoney(summary.invoicesCents)}) and{" "}
            <Plural value={summary.paymentCount} one="# payment" other="# payments" /> (
            {formatMoney(summary.paymentsCents)}) from{" "}
            <Plural value={summary.companyCount} one="# company" other="# companies" /> in this period.
          </Trans>
        )}
      </p>
      <ErrorRow error={banner} />
      <div>
        <Button type="submit" disabled={busy} data-testid="qb-export">
          {busy ? t`Exporting…` : t`Export`}
        </Button>
      </div>
    </form>
  );
}
