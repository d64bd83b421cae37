import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The operator's writes by their request event; another feature's event reads as its name without "RequestEvent". */
const EVENT_LABELS: Record<string, MessageDescriptor> = {
  AdminCompanySaveRequestEvent: msg`Company changed`,
  AdminCompanyCreateRequestEvent: msg`Company created`,
  AdminCompanyApiKeyRotateRequestEvent: msg`API key rotated`,
  AdminRegistrationApproveRequestEvent: msg`Registration approved`,
  AdminRegistrationRejectRequestEvent: msg`Registration rejected`,
  // The company admin screen's save (/portal/operator/{id}/admin) and downloads in a read-only view.
  CompanySaveRequestEvent: msg`Company details saved`,
  PlatformViewAsDownload: msg`Downloaded while viewing`,
};

export function auditEventLabel(i18n: I18n, event: string): string {
  const label = EVENT_LABELS[event];
  return label ? i18n._(label) : event.replace(/RequestEvent$/, "");
}

/** A change's value as the log shows it: "—" where the field had none. */
export const shownValue = (value: string | null) => (value === null || value === "" ? "—" : value);
