import { useLingui } from "@lingui/react/macro";
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from "react";

import { loadStripeJs, type StripeCardElement as CardElement, type StripeJs } from "./stripe-js";
import type { TokenAnswer } from "./tokenize-card";

export interface StripeCardHandle {
  tokenize(): Promise<TokenAnswer>;
  clear(): void;
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/**
 * Stripe's Card Element: the number, expiry and security code are typed into Stripe's own frame, and the card leaves
 * the page only as a PaymentMethod id ("pm_…") that the server charges or keeps (payments/stripe.ts).
 */
export const StripeCardInput = forwardRef<StripeCardHandle, { publishableKey: string }>(function StripeCardInput(
  { publishableKey },
  ref,
) {
  const { t, i18n } = useLingui();
  const host = useRef<HTMLDivElement>(null);
  const parts = useRef<{ stripe: StripeJs; card: CardElement }>(undefined);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    let card: CardElement | undefined;
    setState("loading");
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (cancelled || !host.current) return;
        card = stripe
          .elements({ locale: i18n.locale.slice(0, 2) })
          .create("card", { style: { base: { fontSize: "14px" } } });
        card.mount(host.current);
        card.on("change", (event) => setProblem(event.error?.message));
        parts.current = { stripe, card };
        setState("ready");
      },
      () => !cancelled && setState("failed"),
    );
    return () => {
      cancelled = true;
      card?.destroy();
      parts.current = undefined;
    };
  }, [publishableKey, i18n.locale]);

  useImperativeHandle(
    ref,
    () => ({
      async tokenize(): Promise<TokenAnswer> {
        if (!parts.current) return { ok: false, message: t`The card form is not ready yet. Try again in a moment.` };
        const { stripe, card } = parts.current;
        const result = await stripe.createPaymentMethod({ type: "card", card });
        if (result.error || !result.paymentMethod)
          return { ok: false, message: result.error?.message ?? t`The card could not be checked. Try again.` };
        const method = result.paymentMethod;
        return {
          ok: true,
          token: method.id,
          brand: BRANDS[method.card?.brand ?? ""] ?? method.card?.brand ?? "",
          last4: method.card?.last4 ?? "",
        };
      },
      clear() {
        parts.current?.card.clear();
      },
    }),
    [t],
  );

  return (
    <div className="flex flex-col gap-1 text-sm">
      <span id="stripe-card-label">{t`Card`}</span>
      <div
        ref={host}
        role="group"
        aria-labelledby="stripe-card-label"
        className="min-h-10 rounded-md border border-slate-300 bg-white px-3 py-2.5 dark:border-slate-600 dark:bg-white"
        data-testid="stripe-card"
      />
      {state === "loading" && <span className="text-slate-500">{t`Loading the secure card form…`}</span>}
      {state === "failed" && (
        <span
          role="alert"
          className="text-red-700 dark:text-red-300"
        >{t`The secure card form (Stripe) could not be loaded. Check the connection and reload the page.`}</span>
      )}
      {problem && (
        <span role="alert" className="text-red-700 dark:text-red-300">
          {problem}
        </span>
      )}
    </div>
  );
});
