import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../../app/lazy-screen";
import type { DriveFlow } from "../../../drive/flow";
import { CheckInIcon } from "../check-in-icon";

/** The driver app's check-in (docs/checkins.md "Screens"): fit for duty, or not able to work with a reason. */
export const checkInFlow: DriveFlow = {
  id: "checkin",
  label: msg`Check in`,
  hint: msg`Fit for duty, or not able to work`,
  path: "/check-in",
  screen: preloadableScreen(
    () => import("./drive-check-in-page"),
    (m) => m.DriveCheckInPage,
  ),
  event: "CheckInSubmitRequestEvent",
  icon: CheckInIcon,
};
