import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../../app/lazy-screen";
import type { DriveFlow } from "../../../drive/flow";
import { InspectIcon } from "./inspect-icon";
import { RefusedInspectionsLink } from "./refused-inspections-link";

/** The driver's trip inspection (NSC 13 Part 2, 49 CFR 396.11/396.13): vehicle, parts, defects, signature. */
export const inspectFlow: DriveFlow = {
  id: "inspect",
  label: msg`Inspect a vehicle`,
  hint: msg`Pre-trip, post-trip or en route`,
  path: "/inspect",
  screen: preloadableScreen(
    () => import("./drive-inspect-page"),
    (m) => m.DriveInspectPage,
  ),
  event: "InspectionSubmitRequestEvent",
  icon: InspectIcon,
  notice: RefusedInspectionsLink,
};
