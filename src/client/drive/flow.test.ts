import { expect, test } from "vitest";

import type { PreloadableScreen } from "../app/lazy-screen";
import { flowHref, isFlowOpen, type DriveFlow } from "./flow";

const flow: DriveFlow = {
  id: "checkin",
  label: { id: "test.label" },
  hint: { id: "test.hint" },
  path: "/check-in",
  screen: (() => null) as unknown as PreloadableScreen,
  event: "CheckInSubmitRequestEvent",
  icon: () => null,
};

test("a flow's tile shows to the roles and company features its event's schema access admits", () => {
  expect(isFlowOpen(flow, ["driver"], ["checkins"])).toBe(true);
  expect(isFlowOpen(flow, ["nc_driver", "mechanic"], ["checkins", "vehicles"])).toBe(true);
  expect(isFlowOpen(flow, ["driver"], ["vehicles"])).toBe(false); // the company has no check-ins
  expect(isFlowOpen(flow, ["administrator"], ["checkins"])).toBe(false); // administrators do not check in
});

test("a tile leads to its flow's first screen, not to the route's pattern of inner screens", () => {
  expect(flowHref({ path: "/hours/:screen?/:id?" })).toBe("/hours");
  expect(flowHref({ path: "/inspect/:step?" })).toBe("/inspect");
  expect(flowHref({ path: "/check-in" })).toBe("/check-in");
});
