// The driver app's flows, in the order of the home screen's tiles. Adding a flow is one line here (docs/driver-app.md
// "Flows"); its tile shows only to those its event admits, so nothing that cannot work is offered.
import { checkInFlow } from "../features/checkins/drive-flow";
import { checklistFlow } from "../features/checklists/drive/drive-flow";
import { hoursFlow } from "../features/hours/drive/drive-flow";
import { inspectFlow } from "../features/inspections/drive/inspect-flow";
import type { DriveFlow } from "./flow";

export const DRIVE_FLOWS: readonly DriveFlow[] = [checkInFlow, inspectFlow, hoursFlow, checklistFlow];
