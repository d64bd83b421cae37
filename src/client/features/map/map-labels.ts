import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A major defect means out of service; with minor defects the unit may run until repaired (docs/map.md "Rules"). */
export const STATUS_LABELS: Record<0 | 1 | 2, MessageDescriptor> = {
  2: msg`Out of service`,
  1: msg`Minor defects`,
  0: msg`Good`,
};
