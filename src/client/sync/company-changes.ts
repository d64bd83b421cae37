// The session's company follows the server (CompanyChangedNotification, server features/company/company-changes.ts):
// when the operator switches a feature on or off, or the company is saved, the company in the store is replaced, so
// the menu and every feature-gated screen (they read the company's features from the store) change without a reload.
import type { AppState } from "./app-state";
import type { LiveNotifications } from "./live-notifications";
import type { Store } from "./store";

/** Applies each CompanyChangedNotification to the companies the session already holds; returns the unsubscribe. */
export function followCompanyChanges(live: LiveNotifications, store: Store<AppState>): () => void {
  return live.listen("CompanyChangedNotification", (payload) =>
    store.update((draft) => {
      for (const [id, company] of Object.entries(payload.items)) {
        if (draft.entities.companies[id]) draft.entities.companies[id] = company;
      }
    }),
  );
}
