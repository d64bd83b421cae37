import { msg } from "@lingui/core/macro";

import { preloadableScreen } from "../../../app/lazy-screen";
import type { DriveFlow } from "../../../drive/flow";
import { ChecklistIcon } from "./checklist-icon";

/** The driver app's checklist: a company checklist filled for a vehicle, sent exactly once. */
export const checklistFlow: DriveFlow = {
  id: "checklist",
  label: msg`Fill a checklist`,
  hint: msg`Reefer unit, liftgate and other checks`,
  path: "/checklist",
  screen: preloadableScreen(
    () => import("./drive-checklist-page"),
    (m) => m.DriveChecklistPage,
  ),
  event: "ChecklistResultSubmitRequestEvent",
  icon: ChecklistIcon,
};
