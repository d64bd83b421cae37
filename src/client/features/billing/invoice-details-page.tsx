import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { Link, Redirect, useRoute } from "wouter";

import type { Invoice } from "../../../shared/generated/billing";
import { periodLabelIn } from "../../../shared/rules/billing";
import { usePortalClient } from "../../app/client-context";
import { formatDate, formatMoney } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { billingLinks, billingPaths } from "./billing-routes";
import { InvoiceLines } from "./invoice-lines";
import { InvoiceStatusBadge } from "./invoice-status";
import { QuickBooksInvoiceExport } from "./quickbooks-invoice-export";
import { useInvoiceParam } from "./use-invoice-param";

const BUTTON = "rounded-md border border-slate-300 px-3 py-2 text-sm dark:border-slate-600";
const METHOD: Record<string, string> = {
  card: "Card",
  wire: "Wire transfer",
  etransfer: "eTransfer",
  cheque: "Cheque",
};

/** Starts the browser's download of the invoice PDF through its signed link. */
async function downloadPdf(client: ReturnType<typeof usePortalClient>, invoiceId: string): Promise<void> {
  const answer = await completePayload(client.session.api.invoicePdf({ id: invoiceId }));
  const link = document.createElement("a");
  link.href = answer.url;
  link.download = answer.fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** The invoice's period, dates, lines, taxes, credit, payments and amount due (its details screen, and the operator's). */
export function InvoiceFacts({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useLingui();
  const extra = [
    ...(invoice.creditAppliedCents > 0 ? [{ label: t`Credit applied`, cents: -invoice.creditAppliedCents }] : []),
    ...invoice.payments.map((p) => ({
      label: `${t`Payment`} — ${METHOD[p.method] ?? p.method}${p.cardLast4 ? ` ${p.cardBrand ?? ""} •••• ${p.cardLast4}` : ""}, ${formatDate(p.receivedDate)}`,
      cents: -p.amountCents,
    })),
    { label: t`Amount due`, cents: invoice.amountDueCents, testId: "invoice-due" },
  ];
  return (
    <>
      <dl className="grid grid-cols-2 gap-4 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-4 dark:border-slate-700 dark:bg-slate-900">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Period`}</dt>
          <dd data-testid="invoice-period">{periodLabelIn(invoice.periodLabel, i18n.locale)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Issued`}</dt>
          <dd>{formatDate(invoice.issuedDate)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`PO number`}</dt>
          <dd>{invoice.poNumber ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{t`Paid on`}</dt>
          <dd>{invoice.paidDate ? formatDate(invoice.paidDate) : "—"}</dd>
        </div>
      </dl>
      <InvoiceLines
        items={invoice.items}
        taxes={invoice.taxes}
        subtotalCents={invoice.subtotalCents}
        totalCents={invoice.totalCents}
        extra={extra}
      />
    </>
  );
}

/** `/portal/operator/billing/details?invoice=…` (and `/billing/paid` after paying): one invoice, its lines, taxes, payments and PDF. */
/**
 * `/portal/operator/billing/details?invoice=…` and `/billing/paid?invoice=…`; without `?invoice=` these addresses name
 * no invoice, so they lead to the invoices list, where the user picks one (docs/billing.md "Screens").
 */
export function InvoiceDetailsPage() {
  return useInvoiceParam() ? <InvoiceDetailsScreen /> : <Redirect to={billingLinks.invoices()} replace />;
}

function InvoiceDetailsScreen() {
  const { t } = useLingui();
  const client = usePortalClient();
  const id = useInvoiceParam();
  const [justPaid] = useRoute(billingPaths.paid);
  const [invoice, setInvoice] = useState<Invoice>();
  const [problem, setProblem] = useState<ServerError>();
  const [downloadError, setDownloadError] = useState<ServerError>();
  const [paymentLink, setPaymentLink] = useState<string>();
  const [mailedTo, setMailedTo] = useState<string[]>();
  const fail = (error: unknown) => setDownloadError(toServerError(error));

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name an invoice.`, 404));
      return;
    }
    const load = () =>
      completePayload(client.session.api.invoiceGet({ id })).then(setInvoice, (error: unknown) =>
        setProblem(toServerError(error)),
      );
    // A payment made elsewhere (another tab, the office) shows here at once.
    return client.live.followRecord("InvoicesChangedNotification", id, () => void load(), setInvoice);
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  if (!invoice)
    return problem ? <RecordNotFound error={problem} backTo={billingLinks.invoices()} /> : <LoadingScreen />;
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        {justPaid && invoice.status === "paid" && (
          <div
            role="status"
            className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
            data-testid="paid-banner"
          >
            <Trans>Thank you. Invoice {invoice.number} is paid.</Trans>
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="invoice-title">
            <Trans>Invoice {invoice.number}</Trans>
          </h1>
          <InvoiceStatusBadge status={invoice.status} />
          <div className="ml-auto flex flex-wrap gap-2">
            <button
              type="button"
              className={BUTTON}
              data-testid="invoice-pdf"
              onClick={() =>
                downloadPdf(client, invoice.id).catch((error: unknown) => setDownloadError(toServerError(error)))
              }
            >
              {t`Download PDF`}
            </button>
            {invoice.status === "open" && invoice.amountDueCents > 0 && (
              <Link
                className="rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800"
                href={billingLinks.pay(invoice.id)}
                data-testid="invoice-pay"
              >
                {t`Pay ${formatMoney(invoice.amountDueCents)}`}
              </Link>
            )}
            <button
              type="button"
              className={BUTTON}
              data-testid="invoice-email"
              onClick={() =>
                completePayload(client.session.api.invoiceEmailTo({ invoiceId: invoice.id })).then(
                  (answer) => setMailedTo(answer.recipients),
                  fail,
                )
              }
            >
              {t`Email invoice`}
            </button>
            {invoice.status === "open" && invoice.amountDueCents > 0 && (
              <button
                type="button"
                className={BUTTON}
                data-testid="invoice-payment-link"
                onClick={() =>
                  completePayload(client.session.api.invoiceCreatePaymentLink({ invoice: { id: invoice.id } })).then(
                    (answer) => setPaymentLink(answer.url),
                    fail,
                  )
                }
              >
                {t`Payment link`}
              </button>
            )}
            <Link className={BUTTON} href={billingLinks.invoices()}>
              <Trans>All invoices</Trans>
            </Link>
          </div>
        </div>
        <ErrorRow error={downloadError} />
        <QuickBooksInvoiceExport invoiceId={invoice.id} status={invoice.status} />
        {mailedTo && (
          <p role="status" className="text-sm" data-testid="invoice-mailed">
            {mailedTo.length === 0
              ? t`Nobody to mail: add invoice addresses on the company screen.`
              : t`Mailed to ${mailedTo.join(", ")}.`}
          </p>
        )}
        {paymentLink && <PaymentLinkField url={paymentLink} />}
        <InvoiceFacts invoice={invoice} />
      </div>
    </PortalLayout>
  );
}

/** The payment link to hand to whoever pays, with a Copy button (the field selects itself for a manual copy too). */
function PaymentLinkField({ url }: { url: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<"yes" | "no">();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopied("yes"),
      () => setCopied("no"),
    );
  return (
    <div className="flex flex-col gap-1 text-sm">
      <label htmlFor="payment-link-url">{t`Payment link (works once, for 7 days, without signing in):`}</label>
      <div className="flex flex-wrap gap-2">
        <input
          id="payment-link-url"
          readOnly
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 dark:border-slate-600 dark:bg-slate-900"
          value={url}
          data-testid="payment-link-url"
          onFocus={(e) => e.target.select()}
        />
        <Button variant="secondary" onClick={() => void copy()} data-testid="payment-link-copy">
          {t`Copy`}
        </Button>
      </div>
      <p role="status" className="min-h-5 text-slate-700 dark:text-slate-300">
        {copied === "yes"
          ? t`Copied.`
          : copied === "no"
            ? t`Copying is not allowed here: select the link and copy it.`
            : ""}
      </p>
    </div>
  );
}
