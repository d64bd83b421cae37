import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

import type { PublicInvoice } from "../../../shared/generated/billing";
import { periodLabelIn } from "../../../shared/rules/billing";
import { usePortalClient } from "../../app/client-context";
import { formatMoney } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PublicLayout } from "../../ui/public-layout";
import { cardEntryKind } from "./card-provider";
import { InvoiceLines } from "./invoice-lines";
import { NewCard, type NewCardHandle } from "./new-card";
import { newIdempotencyKey } from "./tokenize-card";

/** `/portal/operator/billing/paymentLink?token=…` for someone not signed in: the invoice, a card, pay (single-use link). */
export function PublicPayPage({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [invoice, setInvoice] = useState<PublicInvoice>();
  const [problem, setProblem] = useState<ServerError>();
  const newCard = useRef<NewCardHandle>(null);
  const [declined, setDeclined] = useState<string>();
  const [paidWith, setPaidWith] = useState<string>();
  const [busy, setBusy] = useState(false);
  const attemptKey = useRef(newIdempotencyKey());

  useEffect(() => {
    completePayload(client.session.api.paymentLinkGet({ token })).then(setInvoice, (e: unknown) =>
      setProblem(toServerError(e)),
    );
  }, [client, token]);

  const pay = async () => {
    if (busy || !invoice) return;
    setDeclined(undefined);
    setProblem(undefined);
    setBusy(true);
    try {
      // The provider's form checks and tokenises the card; the number is not kept once the provider has it.
      const answer = await newCard.current?.tokenize();
      if (!answer) return;
      if (!answer.ok) {
        setDeclined(answer.message);
        return;
      }
      const result = await completePayload(
        client.session.api.paymentLinkPay({ token, cardToken: answer.token, idempotencyKey: attemptKey.current }),
      );
      setInvoice(result.invoice);
      setPaidWith(`${result.cardBrand ?? ""} •••• ${result.cardLast4 ?? ""}`);
    } catch (caught) {
      const failure = toServerError(caught);
      if (failure.messageId === "CardDeclined") {
        // What was typed stays for the next try (a wrong expiry or code is corrected, not retyped).
        setDeclined(failure.hint);
        attemptKey.current = newIdempotencyKey();
      } else setProblem(failure);
    } finally {
      setBusy(false);
    }
  };

  if (!invoice)
    return problem ? (
      <PublicLayout wide>
        <div className="mx-auto max-w-xl p-4">
          <ErrorRow error={problem} />
        </div>
      </PublicLayout>
    ) : (
      <LoadingScreen />
    );
  const entry = cardEntryKind(invoice);
  return (
    <PublicLayout wide>
      {/* Wide: the invoice's lines are a table of five columns (the sign-in screens' narrow column cramps it). */}
      <form
        className="flex w-full flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <h1 className="text-2xl font-semibold" data-testid="link-title">
          <Trans>
            Invoice {invoice.number} — {invoice.companyName}
          </Trans>
        </h1>
        <p className="text-sm">{periodLabelIn(invoice.periodLabel, i18n.locale)}</p>
        <InvoiceLines
          items={invoice.items}
          taxes={invoice.taxes}
          subtotalCents={invoice.subtotalCents}
          totalCents={invoice.totalCents}
          extra={[
            ...(invoice.creditAppliedCents > 0
              ? [{ label: t`Credit applied`, cents: -invoice.creditAppliedCents }]
              : []),
            ...(invoice.paidCents > 0 ? [{ label: t`Paid`, cents: -invoice.paidCents }] : []),
            { label: t`Amount due`, cents: invoice.amountDueCents, testId: "invoice-due" },
          ]}
        />
        {paidWith ? (
          <div
            role="status"
            data-testid="paid-banner"
            className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          >
            <Trans>
              Thank you. Invoice {invoice.number} is paid with {paidWith}. A receipt is on its way by email.
            </Trans>
          </div>
        ) : entry.kind === "unavailable" ? (
          <p className="text-sm" data-testid="provider-unsupported">
            <Trans>
              Card payments are not set up on this server. Pay by wire transfer, eTransfer or cheque quoting the invoice
              number.
            </Trans>
          </p>
        ) : invoice.status !== "open" || invoice.amountDueCents <= 0 ? (
          <p className="text-sm" data-testid="nothing-due">
            <Trans>Nothing is due on this invoice.</Trans>
          </p>
        ) : (
          <>
            {entry.kind === "sandbox" && (
              <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
                <Trans>Test mode: no real card is charged. Use a test card such as 4242 4242 4242 4242.</Trans>
              </p>
            )}
            <NewCard ref={newCard} entry={entry} />
            {declined && (
              <div
                role="alert"
                data-testid="card-declined"
                className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                <Trans>The payment did not go through: {declined}</Trans>
              </div>
            )}
            <ErrorRow error={problem} />
            <button
              type="submit"
              disabled={busy}
              className="self-start rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800 disabled:opacity-60"
              data-testid="pay-submit"
            >
              {busy ? t`Paying…` : t`Pay ${formatMoney(invoice.amountDueCents)}`}
            </button>
          </>
        )}
      </form>
    </PublicLayout>
  );
}
