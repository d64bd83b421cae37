import { createContext, useContext, useSyncExternalStore } from "react";

import type { Clock } from "../../shared/clock";
import { FALLBACK_TIME_ZONE } from "../i18n/format";
import type { AppState } from "../sync/app-state";
import { useStoreSelector } from "../sync/use-store";
import type { PortalClient } from "./portal-client";

export const ClientContext = createContext<PortalClient | null>(null);

export function usePortalClient(): PortalClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error("usePortalClient needs a <ClientContext.Provider>");
  return client;
}

/** The client's clock (PortalClient.clock): components read the time only through it. */
export function useClock(): Clock {
  return usePortalClient().clock;
}

export function useAppState<T>(selector: (state: AppState) => T): T {
  return useStoreSelector(usePortalClient().store, selector);
}

/** The signed-in user and chosen company, or undefined while signed out. */
export function useCurrentUser() {
  const user = useAppState((s) => (s.session.userId ? s.entities.users[s.session.userId] : undefined));
  const company = useAppState((s) => (s.session.companyId ? s.entities.companies[s.session.companyId] : undefined));
  return { user, company };
}

const NO_CHANGES = () => () => undefined;

/**
 * Whether the operator is viewing the company read-only (docs/operator.md "The read-only view"): the screens then turn
 * their write controls off instead of letting the server refuse them after the click. False outside a client (a
 * component rendered alone in a test).
 */
export function useReadOnlyView(): boolean {
  const client = useContext(ClientContext);
  return useSyncExternalStore(
    client?.store.subscribe ?? NO_CHANGES,
    () => !!client?.store.getState().session.viewAs,
    () => false,
  );
}

/**
 * The chosen company's time zone (America/Toronto when it has none, or outside a client): the calendar that days left
 * before an expiry are counted in, as the server's mail and reports count them (docs/compliance.md "Rules").
 */
export function useCompanyTimeZone(): string {
  const client = useContext(ClientContext);
  const zone = useSyncExternalStore(
    client?.store.subscribe ?? NO_CHANGES,
    () => {
      const state = client?.store.getState();
      return state?.session.companyId ? state.entities.companies[state.session.companyId]?.timeZone : undefined;
    },
    () => undefined,
  );
  // The server keeps a company's zone valid (an IANA name, checked on save); none stored reads as the default.
  return zone || FALLBACK_TIME_ZONE;
}
