import { msg } from "@lingui/core/macro";

import { encodeIdForUrl } from "../../../../shared/ids";
import { preloadableScreen } from "../../../app/lazy-screen";
import type { DriveFlow } from "../../../drive/flow";
import { HoursIcon } from "./hours-icon";

/** The driver app's hours (docs/hours.md "Screens"): duty status, hours left, declarations, certifying days. */
export const hoursFlow: DriveFlow = {
  id: "hours",
  label: msg`Hours of service`,
  hint: msg`Duty status, hours left, certify your days`,
  path: "/hours/:screen?/:id?",
  screen: preloadableScreen(
    () => import("./drive-hours-page"),
    (m) => m.DriveHoursPage,
  ),
  event: "DutyStatusChangeRequestEvent",
  icon: HoursIcon,
};

/** The flow's own screens, relative to the app's /drive base. */
export const driveHoursLinks = {
  home: () => "/hours",
  certify: (id: string) => `/hours/certify/${encodeIdForUrl(id)}`,
};
