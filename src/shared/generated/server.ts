// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type { EventRequests, EventResponses } from "./events";

export interface EventHandlers<Context> {
  /** Signs in with email and password; optionally chooses the company (SPEC §7). May fail with: UserNotFound, UnauthorizedException, TooManyAttempts. */
  UserSignInRequestEvent(payload: EventRequests["UserSignInRequestEvent"], context: Context): Promise<EventResponses["UserSignInRequestEvent"]>;
  /** Re-attaches a socket to a stored session after a reload or a reconnect. May fail with: NotSignedIn, UnauthorizedException. */
  UserSessionResumeRequestEvent(payload: EventRequests["UserSessionResumeRequestEvent"], context: Context): Promise<EventResponses["UserSessionResumeRequestEvent"]>;
  /** Ends the session: every socket of it is closed (SPEC §2 /signout). May fail with: nothing but the dispatcher's errors. */
  UserSignOutRequestEvent(payload: EventRequests["UserSignOutRequestEvent"], context: Context): Promise<EventResponses["UserSignOutRequestEvent"]>;
}
