import { useLingui } from "@lingui/react/macro";
import { forwardRef, useImperativeHandle, useRef, useState } from "react";

import { cardProblems } from "../../../shared/rules/billing/cards";
import { useClock } from "../../app/client-context";
import { CardFields } from "./card-fields";
import type { CardEntryKind } from "./card-provider";
import { StripeCardInput, type StripeCardHandle } from "./stripe-card-element";
import { tokenizeCard, type TokenAnswer, type TypedCard } from "./tokenize-card";

export interface NewCardHandle {
  /** The provider's token for the card typed; undefined when the form found a mistake (shown under its field). */
  tokenize(): Promise<TokenAnswer | undefined>;
  /** Empties the form (after a decline: the next attempt is a new card). */
  reset(): void;
}

/** An empty form whose expiry starts a year from `now` (the client's clock). */
const emptyCard = (now: Date): TypedCard => ({
  number: "",
  expMonth: now.getMonth() + 1,
  expYear: now.getFullYear() + 1,
  cvc: "",
});

/**
 * A new card, typed into the form of the server's payment provider (card-provider.ts): the sandbox's fields, whose
 * number goes to the sandbox's token path only, or Stripe's Card Element. Either way the page gets a token, never
 * the number, and the number is not kept once tokenised.
 */
export const NewCard = forwardRef<NewCardHandle, { entry: Exclude<CardEntryKind, { kind: "unavailable" }> }>(
  function NewCard({ entry }, ref) {
    const { t } = useLingui();
    const clock = useClock();
    const [card, setCard] = useState<TypedCard>(() => emptyCard(clock.date()));
    const [problems, setProblems] = useState<string[]>([]);
    const stripe = useRef<StripeCardHandle>(null);

    useImperativeHandle(
      ref,
      () => ({
        async tokenize() {
          if (entry.kind === "stripe")
            return (
              stripe.current?.tokenize() ?? {
                ok: false,
                message: t`The card form is not ready yet. Try again in a moment.`,
              }
            );
          const now = clock.date();
          const found = cardProblems(card, { year: now.getFullYear(), month: now.getMonth() + 1 });
          setProblems(found);
          if (found.length > 0) return undefined;
          // The fields stay as typed: a card the bank declines is corrected and sent again, not typed anew.
          const answer = await tokenizeCard(entry.tokenPath, card);
          if (!answer.ok && answer.field) setProblems([answer.field]);
          return answer;
        },
        reset() {
          if (entry.kind === "stripe") stripe.current?.clear();
          else setCard(emptyCard(clock.date()));
        },
      }),
      [entry, card, t, clock],
    );

    if (entry.kind === "stripe") return <StripeCardInput ref={stripe} publishableKey={entry.publishableKey} />;
    return (
      <>
        <CardFields
          card={card}
          onChange={(next) => {
            setCard(next);
            setProblems([]);
          }}
          problems={problems}
        />
        {problems.length > 0 && (
          <p className="text-sm text-red-700 dark:text-red-300" role="alert">
            {problems.includes("number")
              ? t`Check the card number.`
              : problems.includes("expiry")
                ? t`Check the expiry date.`
                : t`Check the security code.`}
          </p>
        )}
      </>
    );
  },
);
