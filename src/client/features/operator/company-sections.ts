// The operator's view of one company's screens (docs/operator.md "A company's screens"): each section of
// /portal/admin/companys/{id}/{section} is that company's own screen, opened in the read-only view, except the
// invoice settings, which are the operator's to edit on the company's billing page.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

import { links } from "../../app/routes";
import { billingLinks } from "../billing";
import { checkInLinks } from "../checkins";
import { checklistLinks } from "../checklists";
import { complianceLinks } from "../compliance";
import { hoursLinks } from "../hours";
import { inspectionLinks } from "../inspections";
import { scheduleLinks } from "../schedules";
import { userLinks } from "../users";
import { vehicleLinks } from "../vehicles";
import { adminLinks } from "./admin-routes";

export interface CompanySection {
  /** The address's last part, as docs/operator.md "A company's screens" names it. */
  name: string;
  label: MessageDescriptor;
  /** Where it leads for this company. */
  link: (companyId: string) => string;
  /** Whether it opens the company's portal read-only (the operator's own pages do not). */
  viewed: boolean;
}

export const COMPANY_SECTIONS: readonly CompanySection[] = [
  { name: "home", label: msg`Home`, link: links.operatorHome, viewed: true },
  { name: "Compliance", label: msg`Compliance`, link: (id) => complianceLinks.list(id), viewed: true },
  { name: "employees", label: msg`Employees`, link: userLinks.list, viewed: true },
  { name: "vehicles", label: msg`Vehicles & Trailers`, link: (id) => vehicleLinks.list(id), viewed: true },
  { name: "inspections", label: msg`Inspections`, link: (id) => inspectionLinks.list(id), viewed: true },
  { name: "hours", label: msg`Hours of Service`, link: hoursLinks.list, viewed: true },
  { name: "checkins", label: msg`Check-ins`, link: () => checkInLinks.list(), viewed: true },
  { name: "invoices", label: msg`Invoices`, link: () => billingLinks.invoices(), viewed: true },
  { name: "invoiceSettings", label: msg`Invoice settings`, link: adminLinks.companyBilling, viewed: false },
  { name: "schedules", label: msg`Schedules`, link: scheduleLinks.list, viewed: true },
  { name: "checklists", label: msg`Checklists`, link: () => checklistLinks.list(), viewed: true },
];

/** The section an address names, whatever its case ("compliance" is "Compliance"). */
export const companySection = (name: string): CompanySection | undefined =>
  COMPANY_SECTIONS.find((section) => section.name.toLowerCase() === name.toLowerCase());

export const companySectionLink = (companyId: string, section: CompanySection) =>
  adminLinks.companySection(companyId, section.name);
