// The release notes the what's-new feed shows (docs/home.md "Screens"), newest first. Two kinds of entry:
// - this portal's own releases, one per part that now exists, dated when they landed;
// - the earlier product's history, v1.5.0 → v2.5.1. Only the range is known: these notes are a short, plausible
//   reconstruction written for this portal, marked as history on screen, not a record of what shipped then
//   (docs/home.md "Decisions").
// A new release adds an entry at the top. Texts are Lingui messages, so they are translated like the screens.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface ReleaseNote {
  /** Stable key; the version for the earlier product's releases. */
  id: string;
  /** v2.5.1 for the earlier releases; none for this portal's, which are named by their title. */
  version?: string;
  /** YYYY-MM-DD */
  date: string;
  kind: "portal" | "history";
  title: MessageDescriptor;
  notes: readonly MessageDescriptor[];
}

export const RELEASE_NOTES: readonly ReleaseNote[] = [
  {
    id: "portal-home",
    date: "2026-11-23",
    kind: "portal",
    title: msg`Home, what's new and the dashboard`,
    notes: [
      msg`Home shows the last 15 days and the last 15 months of inspections, check-ins and hours as charts, with the figures as a table.`,
      msg`The dashboard (new layout) puts the compliance tiles, the charts, what is due soon and the vehicles out of service on one screen.`,
    ],
  },
  {
    id: "portal-compliance",
    date: "2026-11-23",
    kind: "portal",
    title: msg`Compliance and daily reminders`,
    notes: [
      msg`One list of expired and expiring plates, annual safeties, driver licences, employee documents and the CVOR renewal.`,
      msg`Owners and managers get a daily reminder mail; each driver is reminded before their licence expires.`,
    ],
  },
  {
    id: "portal-hours-checkins",
    date: "2026-11-23",
    kind: "portal",
    title: msg`Hours of service and check-ins`,
    notes: [
      msg`Drivers' daily logs, checked against the Canadian and US hours-of-service rules, with corrections that keep the original.`,
      msg`Drivers check in from the driver app: fit for duty, or not able to work with a reason the office is told about.`,
    ],
  },
  {
    id: "portal-inspections",
    date: "2026-11-23",
    kind: "portal",
    title: msg`Trip inspections`,
    notes: [
      msg`Pre-trip, post-trip and en route inspections on NSC Standard 13 schedules, with defects, repairs and a PDF report.`,
      msg`A major defect puts the vehicle out of service until a mechanic signs off the repair.`,
    ],
  },
  {
    id: "portal-people",
    date: "2026-11-22",
    kind: "portal",
    title: msg`People`,
    notes: [
      msg`Users and employees: invitations by mail, roles, licences, employee files, and import from CSV or Excel.`,
    ],
  },
  {
    id: "portal-vehicles",
    date: "2026-11-22",
    kind: "portal",
    title: msg`Vehicles at scale`,
    notes: [
      msg`The vehicle list scrolls through 100,000 units smoothly, sorts and filters as you type, and updates live when someone saves.`,
    ],
  },
  {
    id: "2.5.1",
    version: "2.5.1",
    date: "2025-11-01",
    kind: "history",
    title: msg`Fixes`,
    notes: [msg`Plate expiry dates entered near midnight no longer shift by a day.`],
  },
  {
    id: "2.5.0",
    version: "2.5.0",
    date: "2025-06-16",
    kind: "history",
    title: msg`Licences and languages`,
    notes: [
      msg`Driver licence expiries appear with plates and safeties on the compliance screen.`,
      msg`The portal speaks French and Spanish.`,
    ],
  },
  {
    id: "2.4.0",
    version: "2.4.0",
    date: "2024-10-07",
    kind: "history",
    title: msg`Reports`,
    notes: [msg`Lists can be exported as CSV files.`],
  },
  {
    id: "2.3.0",
    version: "2.3.0",
    date: "2024-05-13",
    kind: "history",
    title: msg`Map`,
    notes: [msg`A map shows each vehicle's last known position.`],
  },
  {
    id: "2.2.0",
    version: "2.2.0",
    date: "2024-01-22",
    kind: "history",
    title: msg`Invoices`,
    notes: [msg`Monthly invoices, paid by card, wire transfer, eTransfer or cheque.`],
  },
  {
    id: "2.1.0",
    version: "2.1.0",
    date: "2023-09-18",
    kind: "history",
    title: msg`Equipment`,
    notes: [msg`Equipment records and equipment inspections.`],
  },
  {
    id: "2.0.0",
    version: "2.0.0",
    date: "2023-06-05",
    kind: "history",
    title: msg`A new layout`,
    notes: [msg`A collapsible sidebar, a dark theme and a dashboard, switched on in Settings.`],
  },
  {
    id: "1.8.0",
    version: "1.8.0",
    date: "2023-02-20",
    kind: "history",
    title: msg`Checklists`,
    notes: [msg`Custom checklists for vehicles, with an optional schedule.`],
  },
  {
    id: "1.7.0",
    version: "1.7.0",
    date: "2022-11-14",
    kind: "history",
    title: msg`Check-ins`,
    notes: [msg`Drivers declare whether they are fit for duty before the day starts.`],
  },
  {
    id: "1.6.2",
    version: "1.6.2",
    date: "2022-08-29",
    kind: "history",
    title: msg`Fixes`,
    notes: [msg`Inspection emails arrive within a few minutes again.`],
  },
  {
    id: "1.6.0",
    version: "1.6.0",
    date: "2022-06-27",
    kind: "history",
    title: msg`Hours of service`,
    notes: [msg`Daily logs with on-duty, driving and off-duty totals.`],
  },
  {
    id: "1.5.0",
    version: "1.5.0",
    date: "2022-03-21",
    kind: "history",
    title: msg`Expiry reminders`,
    notes: [
      msg`Email reminders before plates and annual safeties expire.`,
      msg`Trailers can be added to an inspection.`,
    ],
  },
];
