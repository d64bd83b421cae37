// Inspection schedule texts in the reader's language: the stock schedules' texts translated, a company's own
// wording as typed (docs/schedules.md "Languages of the stock schedules").
import { useLingui } from "@lingui/react";

import { scheduleText } from "../../shared/rules/schedule-translations";

/** A function giving a stored schedule text (schedule name, declaration, part, defect) in the UI's language. */
export function useScheduleText(): (text: string) => string {
  const { i18n } = useLingui();
  return (text: string) => scheduleText(text, i18n.locale);
}
