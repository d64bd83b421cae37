// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { Observable } from "rxjs";
import type { EventName, EventRequests, EventResponses } from "./events";

/** A reply as the client sees it: progress while the server works, then the decoded payload. */
export type Reply<P> =
  | { readonly status: "intermediate"; readonly progressMessage: string; }
  | { readonly status: "complete"; readonly payload: P; };

/** What the generated API needs: the connection's request function. */
export interface Requester {
  request<E extends EventName>(eventName: E, payload: EventRequests[E]): Observable<Reply<EventResponses[E]>>;
}

export function createApi(requester: Requester) {
  return {
    /** Signs in with email and password; optionally chooses the company (SPEC §7). */
    userSignIn: (payload: EventRequests["UserSignInRequestEvent"]) => requester.request("UserSignInRequestEvent", payload),
    /** Re-attaches a socket to a stored session after a reload or a reconnect. */
    userSessionResume: (payload: EventRequests["UserSessionResumeRequestEvent"]) => requester.request("UserSessionResumeRequestEvent", payload),
    /** Ends the session: every socket of it is closed (SPEC §2 /signout). */
    userSignOut: (payload: EventRequests["UserSignOutRequestEvent"]) => requester.request("UserSignOutRequestEvent", payload),
  };
}

export type Api = ReturnType<typeof createApi>;
