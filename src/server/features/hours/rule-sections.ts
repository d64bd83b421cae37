// The regulation section a violation cites, from the engine's own table (src/shared/rules/hos/rule-sections.ts).
import { RULE_SECTIONS } from "../../../shared/rules/hours-of-service";

/** The section of a rule; an id the engine adds later than its table still shows, citing its ruleset's regulation. */
export function sectionOf(rule: string): string {
  return (RULE_SECTIONS as Record<string, string>)[rule] ?? (rule.startsWith("US_") ? "49 CFR 395" : "SOR/2005-313");
}
