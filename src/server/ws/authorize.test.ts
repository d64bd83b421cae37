// Access declared in schema/ is enforced in the dispatcher's one check; every kind of access, table-driven.
import { expect, test } from "vitest";

import type { EventAccess } from "../../shared/generated/events";
import { eventCatalogue, eventNames } from "../../shared/generated/events";
import { authorize } from "./authorize";
import type { SessionInfo } from "./context";
import { EventError } from "./event-error";

const owner: SessionInfo = {
  sessionId: "s1",
  userId: "u1",
  companyId: "#12:0",
  roles: ["owner"],
  features: ["vehicles", "inspections"],
};
const mechanic: SessionInfo = { ...owner, roles: ["mechanic"] };
const noCompany: SessionInfo = { ...owner, companyId: null, roles: [], features: [] };

/** The messageId authorize refuses with, or "allowed". */
function outcome(access: EventAccess, session: SessionInfo | undefined): string {
  try {
    authorize(access, session);
    return "allowed";
  } catch (error) {
    if (error instanceof EventError) return error.messageId;
    throw error;
  }
}

const company = (roles: string[], features: string[]): EventAccess => ({ kind: "company", roles, features });

test.each<[string, { access: EventAccess; session: SessionInfo | undefined; want: string }]>([
  ["public, without a session", { access: { kind: "public" }, session: undefined, want: "allowed" }],
  ["public, signed in", { access: { kind: "public" }, session: owner, want: "allowed" }],
  ["signedIn, without a session", { access: { kind: "signedIn" }, session: undefined, want: "NotSignedIn" }],
  ["signedIn, signed in", { access: { kind: "signedIn" }, session: owner, want: "allowed" }],
  ["signedIn, signed in without a company", { access: { kind: "signedIn" }, session: noCompany, want: "allowed" }],
  ["company, without a session", { access: company([], []), session: undefined, want: "NotSignedIn" }],
  [
    "company, signed in but no company chosen",
    { access: company([], []), session: noCompany, want: "UnauthorizedException" },
  ],
  [
    "company with no roles or features listed: any member",
    { access: company([], []), session: mechanic, want: "allowed" },
  ],
  ["company, holding the listed role", { access: company(["owner", "manager"], []), session: owner, want: "allowed" }],
  [
    "company, lacking every listed role",
    { access: company(["owner", "manager"], []), session: mechanic, want: "UnauthorizedException" },
  ],
  [
    "company, the company has a listed feature",
    { access: company([], ["vehicles", "map"]), session: owner, want: "allowed" },
  ],
  [
    "company, the company has none of the features",
    { access: company([], ["map"]), session: owner, want: "FeatureDisabled" },
  ],
  [
    "company, right role but feature off",
    { access: company(["owner"], ["map"]), session: owner, want: "FeatureDisabled" },
  ],
  // The role is checked first: a mechanic learns about roles, not which features the company pays for.
  [
    "company, wrong role and feature off",
    { access: company(["owner"], ["map"]), session: mechanic, want: "UnauthorizedException" },
  ],
  ["company, right role and feature on", { access: company(["owner"], ["vehicles"]), session: owner, want: "allowed" }],
])("%s → %s", (_, { access, session, want }) => {
  expect(outcome(access, session)).toBe(want);
});

// Authorization is data: every event in the table is reachable only as its declared access allows.
test.each(eventNames)("%s: refused without a session unless it is public", (name) => {
  const access: EventAccess = eventCatalogue[name].access;
  expect(outcome(access, undefined)).toBe(access.kind === "public" ? "allowed" : "NotSignedIn");
});
