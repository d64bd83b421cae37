import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Card } from "../../../shared/generated/billing";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { ErrorRow } from "../../ui/error-row";
import { PortalLayout } from "../../ui/portal-layout";

/** `/portal/operator/payment/edit` (SPEC §2 payment card edit): the company's saved cards; a card is added while paying. */
export function PaymentEditPage() {
  const { t } = useLingui();
  const client = usePortalClient();
  const [cards, setCards] = useState<Card[]>();
  const [error, setError] = useState<ServerError>();
  useEffect(() => {
    completePayload(client.session.api.cardListQueryOperation({})).then((answer) => setCards(answer.cards), (e: unknown) => setError(toServerError(e)));
  }, [client]);
  const remove = (card: Card) =>
    completePayload(client.session.api.removeCardCommandOperation({ cardId: card.id })).then((answer) => setCards(answer.cards), (e: unknown) => setError(toServerError(e)));
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-2xl flex-col gap-4">
        <h1 className="text-2xl font-semibold">
          <Trans>Payment cards</Trans>
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Only the brand, the last four digits and the expiry of a card are kept; the card itself stays with the payment processor. Tick "Keep this card" when you pay an invoice to add one.</Trans>
        </p>
        <ErrorRow error={error} />
        {cards?.length === 0 && <p className="text-sm">{t`No saved card.`}</p>}
        <ul className="flex flex-col gap-2">
          {cards?.map((card) => (
            <li key={card.id} className="flex items-center gap-3 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm dark:border-slate-700 dark:bg-slate-900" data-testid="saved-card">
              <span>
                {card.brand} •••• {card.last4} ({String(card.expMonth).padStart(2, "0")}/{card.expYear})
              </span>
              <button type="button" className="ml-auto rounded-md border border-slate-300 px-2 py-1 dark:border-slate-600" onClick={() => void remove(card)}>
                {t`Remove`}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </PortalLayout>
  );
}
