// The read-only view's rule over the whole event table (docs/operator.md "Rules"): with a view on, exactly the events
// that declare no effect (those that may change data) are refused, with ReadOnlyView; without one, the rule refuses
// nothing.
import { expect, test } from "vitest";

import { eventCatalogue, eventNames } from "../../shared/generated/events";
import { refuseInReadOnlyView } from "./authorize";
import type { SessionInfo } from "./context";
import { EventError } from "./event-error";

const session: SessionInfo = {
  sessionId: "#1:1",
  userId: "#2:1",
  companyId: "#3:2",
  roles: ["administrator"],
  features: [],
};
const viewing: SessionInfo = { ...session, viewAs: { companyName: "Viewed Ltd", homeCompanyId: "#3:1" } };

const refusal = (name: (typeof eventNames)[number], who: SessionInfo | undefined) => {
  try {
    refuseInReadOnlyView(eventCatalogue[name], who);
    return undefined;
  } catch (error) {
    return error instanceof EventError ? error.messageId : String(error);
  }
};

test.each(eventNames)("%s: refused in a view exactly when it may change data", (name) => {
  const effect = (eventCatalogue[name] as { effect?: string }).effect;
  expect(refusal(name, viewing)).toBe(effect === undefined ? "ReadOnlyView" : undefined);
  expect(refusal(name, session)).toBeUndefined();
  expect(refusal(name, undefined)).toBeUndefined();
});

test("the session's own events and the reads stay open in a view; commands never do", () => {
  for (const name of [
    "UserSessionResumeRequestEvent",
    "UserSignOutRequestEvent",
    "PlatformViewAsStopRequestEvent",
    "VehicleListRequestEvent",
  ] as const)
    expect(refusal(name, viewing)).toBeUndefined();
  for (const name of eventNames.filter((n) => (eventCatalogue[n] as { command?: true }).command))
    expect(refusal(name, viewing)).toBe("ReadOnlyView");
});
