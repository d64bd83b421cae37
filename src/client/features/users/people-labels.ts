// Names of roles and record states as people read them (docs/users.md "Records" and "Rules": inactive is shown
// "Removed", removed is shown "Deleted"). The wire keeps the stored names.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { roleLabel } from "../../app/access-labels";

export { ROLE_LABELS, roleLabel } from "../../app/access-labels";

const STATE_LABELS: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  "active:run": msg`Active`,
  invited: msg`Invited`,
  notinvited: msg`Not invited`,
  inactive: msg`Removed`,
  removed: msg`Deleted`,
  deleted: msg`Deleted`,
  locked: msg`Locked`,
};

/** Roles as the list sends them (joined with commas), each named in the user's language. */
export function roleList(i18n: I18n, roles: string | undefined): string {
  return (roles ?? "")
    .split(",")
    .filter((role) => role !== "")
    .map((role) => roleLabel(i18n, role))
    .join(", ");
}

export function stateLabel(i18n: I18n, state: string | undefined): string {
  if (!state) return "";
  const label = STATE_LABELS[state];
  return label ? i18n._(label) : state;
}
