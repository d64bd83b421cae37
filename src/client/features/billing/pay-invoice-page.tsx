import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";

import type { ChargeDetails } from "../../../shared/generated/billing";
import { periodLabelIn } from "../../../shared/rules/billing";
import { usePortalClient } from "../../app/client-context";
import { formatMoney } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { ServerError, toServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { billingLinks } from "./billing-routes";
import { cardEntryKind } from "./card-provider";
import { NewCard, type NewCardHandle } from "./new-card";
import { newIdempotencyKey } from "./tokenize-card";
import { useInvoiceParam } from "./use-invoice-param";

/** `/portal/operator/billing/paymentLink?invoice=…`: pay what is due by card — a saved card or a new one. */
export function PayInvoicePage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [, navigate] = useLocation();
  const id = useInvoiceParam();
  const [details, setDetails] = useState<ChargeDetails>();
  const [problem, setProblem] = useState<ServerError>();
  const newCard = useRef<NewCardHandle>(null);
  const [savedCard, setSavedCard] = useState<string>("");
  const [saveCard, setSaveCard] = useState(false);
  const [declined, setDeclined] = useState<string>();
  const [error, setError] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  // One key per attempt: a double click or a lost reply's retry reuses it; a new card after a decline gets another.
  const attemptKey = useRef(newIdempotencyKey());

  useEffect(() => {
    if (!id) {
      setProblem(new ServerError("NotFound", t`This address does not name an invoice.`, 404));
      return;
    }
    completePayload(client.session.api.invoiceChargeDetails({ id })).then(setDetails, (e: unknown) =>
      setProblem(toServerError(e)),
    );
  }, [client, id]); // oxlint-disable-line react-hooks/exhaustive-deps

  if (!details)
    return problem ? <RecordNotFound error={problem} backTo={billingLinks.invoices()} /> : <LoadingScreen />;
  const invoice = details.invoice;
  const entry = cardEntryKind(details);

  const pay = async () => {
    if (busy) return;
    setError(undefined);
    setDeclined(undefined);
    let cardToken: string | undefined;
    setBusy(true);
    try {
      if (!savedCard) {
        // The provider's form checks and tokenises the card; the number is not kept once the provider has it.
        const answer = await newCard.current?.tokenize();
        if (!answer) return;
        if (!answer.ok) {
          setDeclined(answer.message);
          return;
        }
        cardToken = answer.token;
      }
      await completePayload(
        client.session.api.invoiceCharge({
          number: invoice.number,
          idempotencyKey: attemptKey.current,
          ...(cardToken ? { cardToken, saveCard } : { cardId: savedCard }),
        }),
      );
      navigate(billingLinks.paid(invoice.id));
    } catch (caught) {
      const failure = toServerError(caught);
      if (failure.messageId === "CardDeclined") {
        // What was typed stays for the next try (a wrong expiry or code is corrected, not retyped).
        setDeclined(failure.hint);
        attemptKey.current = newIdempotencyKey();
      } else if (failure.messageId === "InvoiceAlreadyPaidId") {
        navigate(billingLinks.paid(invoice.id));
      } else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PortalLayout>
      <form
        className="mx-auto flex max-w-2xl flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <h1 className="text-2xl font-semibold">
          <Trans>Pay invoice {invoice.number}</Trans>
        </h1>
        <p className="text-sm">
          <Trans>
            {periodLabelIn(invoice.periodLabel, i18n.locale)} — amount due{" "}
            <strong data-testid="pay-amount">{formatMoney(invoice.amountDueCents)}</strong>
          </Trans>
        </p>
        {entry.kind === "unavailable" ? (
          <p className="text-sm" data-testid="provider-unsupported">
            <Trans>
              Card payments are not set up on this server. Pay by wire transfer, eTransfer or cheque quoting the invoice
              number.
            </Trans>
          </p>
        ) : invoice.status !== "open" || invoice.amountDueCents <= 0 ? (
          <p className="text-sm" data-testid="nothing-due">
            <Trans>Nothing is due on this invoice.</Trans>{" "}
            <Link href={billingLinks.details(invoice.id)}>{t`Back to the invoice`}</Link>
          </p>
        ) : (
          <>
            {entry.kind === "sandbox" && (
              <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
                <Trans>Test mode: no real card is charged. Use a test card such as 4242 4242 4242 4242.</Trans>
              </p>
            )}
            {details.cards.length > 0 && (
              <fieldset className="flex flex-col gap-2 text-sm">
                <legend className="mb-1 font-medium">{t`Card`}</legend>
                {details.cards.map((saved) => (
                  <label key={saved.id} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="card"
                      checked={savedCard === saved.id}
                      onChange={() => setSavedCard(saved.id)}
                    />
                    {saved.brand} •••• {saved.last4} ({String(saved.expMonth).padStart(2, "0")}/{saved.expYear})
                  </label>
                ))}
                <label className="flex items-center gap-2">
                  <input type="radio" name="card" checked={savedCard === ""} onChange={() => setSavedCard("")} />
                  {t`A new card`}
                </label>
              </fieldset>
            )}
            {savedCard === "" && (
              <>
                <NewCard ref={newCard} entry={entry} />
                <label className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />
                  {t`Keep this card for the next invoices`}
                </label>
              </>
            )}
            {declined && (
              <div
                role="alert"
                data-testid="card-declined"
                className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                <Trans>The payment did not go through: {declined}</Trans>
              </div>
            )}
            <ErrorRow error={error} />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy} data-testid="pay-submit">
                {busy ? t`Paying…` : t`Pay ${formatMoney(invoice.amountDueCents)}`}
              </Button>
              <Link
                className="rounded-md border border-slate-300 px-4 py-2 text-sm dark:border-slate-600"
                href={billingLinks.details(invoice.id)}
              >
                {t`Cancel`}
              </Link>
            </div>
          </>
        )}
      </form>
    </PortalLayout>
  );
}
