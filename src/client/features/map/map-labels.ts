import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** SPEC §4: a major defect means out of service; minor defects may be driven until repaired. */
export const STATUS_LABELS: Record<0 | 1 | 2, MessageDescriptor> = {
  2: msg`Out of service`,
  1: msg`Minor defects`,
  0: msg`Good`,
};
