// The kinds of documents in an employee's file, as people read them; the wire keeps the stored names.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import type { EmployeeDocumentKind } from "../../../shared/generated/users";

export const DOCUMENT_KIND_LABELS: Record<EmployeeDocumentKind, MessageDescriptor> = {
  licenceAbstract: msg`Licence abstract`,
  medicalCertificate: msg`Medical certificate`,
  criminalRecordCheck: msg`Criminal record check`,
  trainingCertificate: msg`Training certificate`,
  other: msg`Other document`,
};
