// Every domain the driver app (/drive) shows, in one list (docs/driver-app.md "Flows"): its flows in the order of the
// home screen's tiles, and the sign-in screen — each domain's drive/module.ts. A domain's driver-app code is reached
// only through it, so the driver app's bundle holds none of the portal's screens. Adding a flow is one line here; its tile shows only
// to those its event admits, so nothing that cannot work is offered.
import type { DriveFlow } from "../drive/flow";
import { checkInFlow } from "./checkins/drive/module";
import { checklistFlow } from "./checklists/drive/module";
import { hoursFlow } from "./hours/drive/module";
import { inspectFlow } from "./inspections/drive/module";

export { DriveSignInPage } from "./accounts/drive/module";

export const DRIVE_FLOWS: readonly DriveFlow[] = [checkInFlow, inspectFlow, hoursFlow, checklistFlow];
