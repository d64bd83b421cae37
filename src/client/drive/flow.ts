// What a driver-app flow is (docs/driver-app.md "Flows"): a tile on the home screen and a screen under /drive. The tile
// shows only when the flow can work: the signed-in roles and the company's features must be ones its event's
// schema access admits (the same rule the server enforces in src/server/ws/authorize.ts).
import type { MessageDescriptor } from "@lingui/core";
import type { ComponentType } from "react";

import type { FeatureName, RoleName } from "../../shared/generated/common";
import type { EventName } from "../../shared/generated/events";
import { missingAccess } from "../app/access-gates";
import type { PreloadableScreen } from "../app/lazy-screen";

export interface DriveFlow {
  /** Stable key: React key and test id (`tile-${id}`). */
  id: string;
  /** The tile's label and the screen's title. */
  label: MessageDescriptor;
  /** One line under the label. */
  hint: MessageDescriptor;
  /** Under /drive, e.g. "/check-in"; may hold wouter parameters for the flow's inner screens ("/inspect/:step?"). */
  path: string;
  /** Loaded on demand, precached by the service worker for offline use. */
  screen: PreloadableScreen;
  /** The command the flow submits: decides who sees the tile. */
  event: EventName;
  icon: ComponentType<{ className?: string }>;
  /** A line the home screen shows above the tiles whatever the session may do (the inspections the server refused). */
  notice?: ComponentType;
}

/** Where the flow's tile leads: its path without the optional parameters of its inner screens ("/hours"). */
export function flowHref(flow: Pick<DriveFlow, "path">): string {
  return flow.path.replace(/\/:[^/]+\?/g, "") || "/";
}

export function isFlowOpen(flow: DriveFlow, roles: readonly RoleName[], features: readonly FeatureName[]): boolean {
  return missingAccess({ roles, features, v3: false }, { event: flow.event }) === undefined;
}
