import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";

import type { Card, CardList } from "../../../shared/generated/billing";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";
import { cardEntryKind } from "./card-provider";
import { NewCard, type NewCardHandle } from "./new-card";

/**
 * `/portal/operator/payment/edit` (docs/billing.md "Screens"): the company's saved cards, and a card form (the
 * payment provider's: the sandbox's fields or Stripe's Card Element) to keep another one for the next invoices.
 */
export function PaymentEditPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const [list, setList] = useState<CardList>();
  const [error, setError] = useState<ServerError>();
  const [declined, setDeclined] = useState<string>();
  const [busy, setBusy] = useState(false);
  const newCard = useRef<NewCardHandle>(null);
  useEffect(() => {
    completePayload(client.session.api.cardListQueryOperation({})).then(setList, (e: unknown) =>
      setError(toServerError(e)),
    );
  }, [client]);
  const remove = (card: Card) =>
    completePayload(client.session.api.removeCardCommandOperation({ cardId: card.id })).then(setList, (e: unknown) =>
      setError(toServerError(e)),
    );
  // An answer without a provider (an older server) has no token path either: no card form then.
  const entry = list
    ? cardEntryKind({
        provider: list.provider ?? "sandbox",
        tokenPath: list.tokenPath,
        publishableKey: list.publishableKey,
      })
    : undefined;

  const add = async () => {
    if (busy) return;
    setError(undefined);
    setDeclined(undefined);
    setBusy(true);
    try {
      const answer = await newCard.current?.tokenize();
      if (!answer) return;
      if (!answer.ok) {
        setDeclined(answer.message);
        return;
      }
      setList(await completePayload(client.session.api.addCardCommandOperation({ cardToken: answer.token })));
      newCard.current?.reset();
    } catch (caught) {
      const failure = toServerError(caught);
      if (failure.messageId === "CardDeclined") {
        // What was typed stays for the next try (a wrong expiry or code is corrected, not retyped).
        setDeclined(failure.hint);
      } else setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Payment cards</Trans>
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>
            Only the brand, the last four digits and the expiry of a card are kept; the card itself stays with the
            payment processor.
          </Trans>
        </p>
        <ErrorRow error={error} />
        {list?.cards.length === 0 && <p className="text-sm">{t`No saved card.`}</p>}
        <ul className="flex flex-col gap-2">
          {list?.cards.map((card) => (
            <li
              key={card.id}
              className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900"
              data-testid="saved-card"
            >
              <span>
                {card.brand} •••• {card.last4} ({String(card.expMonth).padStart(2, "0")}/{card.expYear})
              </span>
              <button
                type="button"
                className="ml-auto rounded-md border border-slate-300 px-2 py-1 dark:border-slate-600"
                onClick={() => void remove(card)}
              >
                {t`Remove`}
              </button>
            </li>
          ))}
        </ul>
        {entry && entry.kind !== "unavailable" && (
          <form
            className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
            data-testid="add-card-form"
          >
            <h2 className="text-lg font-semibold">
              <Trans>Add a card</Trans>
            </h2>
            {entry.kind === "sandbox" && (
              <p className="rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-100">
                <Trans>Test mode: no real card is kept. Use a test card such as 4242 4242 4242 4242.</Trans>
              </p>
            )}
            <NewCard ref={newCard} entry={entry} />
            {declined && (
              <div
                role="alert"
                data-testid="card-declined"
                className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
              >
                <Trans>The card was not kept: {declined}</Trans>
              </div>
            )}
            <Button type="submit" disabled={busy} className="self-start" data-testid="add-card-submit">
              {busy ? t`Saving…` : t`Keep this card`}
            </Button>
          </form>
        )}
        {entry?.kind === "unavailable" && (
          <p className="text-sm" data-testid="provider-unsupported">
            <Trans>Card payments are not set up on this server.</Trans>
          </p>
        )}
      </div>
    </PortalLayout>
  );
}
