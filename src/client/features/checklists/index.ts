// What other domains use of the checklists domain (docs/checklists.md): they import it from here, never from its other files,
// which are its own to change. The domain's routes, menu and screens are its module.ts.
export { DueStatusBadge } from "./vehicle-checklist-status";
export { ResultsTable } from "./results-table";
export { answerInputs, grades, problemsByItem } from "./checklist-answers";
export type { Answers, ItemAnswer } from "./checklist-answers";
export { ChecklistFillForm } from "./checklist-fill-form";
export { GRADE_CLASS, categoryLabel, resultTypeLabel } from "./checklist-labels";
export { checklistLinks } from "./checklist-routes";
export { VehicleChecklistsPanel } from "./vehicle-checklists-panel";
