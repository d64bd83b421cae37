import type { ReadOnlyView } from "../../shared/generated/accounts";
import type { RoleName } from "../../shared/generated/common";
import type { Company, Employee, User } from "../../shared/generated/users";
import type { ListState } from "./list-state";
import type { SocketState } from "./socket";

export type SessionStatus = "signedOut" | "resuming" | "signedIn";

/** Everything the screens read, in one immer-managed tree. Entities are maps keyed by id. */
export interface AppState {
  connection: {
    state: SocketState;
    /** Socket error and reconnect-error flags are kept (docs/design/client-shell.md "Reconnects"). */
    socketError: boolean;
    reconnectError: boolean;
  };
  session: {
    status: SessionStatus;
    userId: string | undefined;
    companyId: string | undefined;
    employee: Employee | undefined;
    roles: RoleName[];
    /** Set while a platform administrator views this company read-only (features/operator/view-as-banner.tsx). */
    viewAs?: ReadOnlyView;
    /** This session is the account's first: home greets a newcomer (docs/home.md "Screens"). */
    firstSignIn?: boolean;
  };
  entities: {
    users: Record<string, User>;
    companies: Record<string, Company>;
  };
  /** Windowed server lists by key (one per filter + sort); see windowed-list.ts. */
  lists: Record<string, ListState>;
}

export function initialAppState(): AppState {
  return {
    connection: { state: "idle", socketError: false, reconnectError: false },
    session: { status: "signedOut", userId: undefined, companyId: undefined, employee: undefined, roles: [] },
    entities: { users: {}, companies: {} },
    lists: {},
  };
}
