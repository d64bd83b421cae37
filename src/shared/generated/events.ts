// Generated from schema/ by codegen/ — do not edit. Run `npm run codegen` after changing schema/*.json.

import type * as t from "io-ts";
import type { ErrorId } from "./errors";
import { Empty } from "./common";
import { SignedInSession, UserSessionResumeRequest, UserSignInRequest } from "./users";

export type EventAccess =
  | { readonly kind: "public"; }
  | { readonly kind: "signedIn"; }
  | { readonly kind: "company"; readonly roles: readonly string[]; readonly features: readonly string[]; };

export interface EventSpec {
  readonly request: t.Mixed;
  readonly response: string;
  readonly responsePayload: t.Mixed;
  readonly errors: readonly ErrorId[];
  readonly access: EventAccess;
}

export const eventCatalogue = {
  UserSignInRequestEvent: {
    request: UserSignInRequest,
    response: "UserSignInResponse",
    responsePayload: SignedInSession,
    errors: ["UserNotFound", "UnauthorizedException", "TooManyAttempts"],
    access: { kind: "public" },
  },
  UserSessionResumeRequestEvent: {
    request: UserSessionResumeRequest,
    response: "UserSessionResumeResponse",
    responsePayload: SignedInSession,
    errors: ["NotSignedIn", "UnauthorizedException"],
    access: { kind: "public" },
  },
  UserSignOutRequestEvent: {
    request: Empty,
    response: "UserSignOutResponse",
    responsePayload: Empty,
    errors: [],
    access: { kind: "signedIn" },
  },
} as const satisfies Record<string, EventSpec>;

export type EventName = keyof typeof eventCatalogue;

export const eventNames = Object.keys(eventCatalogue) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(eventCatalogue, name);
}

/** The request payload of each event. */
export interface EventRequests {
  UserSignInRequestEvent: UserSignInRequest;
  UserSessionResumeRequestEvent: UserSessionResumeRequest;
  UserSignOutRequestEvent: Empty;
}

/** The payload of each event's complete, successful response. */
export interface EventResponses {
  UserSignInRequestEvent: SignedInSession;
  UserSessionResumeRequestEvent: SignedInSession;
  UserSignOutRequestEvent: Empty;
}

/** The response name of each event. */
export interface EventResponseNames {
  UserSignInRequestEvent: "UserSignInResponse";
  UserSessionResumeRequestEvent: "UserSessionResumeResponse";
  UserSignOutRequestEvent: "UserSignOutResponse";
}

/** The error ids each event may answer with. */
export type EventErrors<E extends EventName> = (typeof eventCatalogue)[E]["errors"][number];
