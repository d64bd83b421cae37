import { createContext, useContext } from "react";

import type { Clock } from "../../shared/clock";
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
