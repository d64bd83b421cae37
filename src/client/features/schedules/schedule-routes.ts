// Schedule screens' routes as data (docs/schedules.md "Screens"); screens call these builders, never build URLs by
// hand. Ids travel in URLs as prefix + base64url (src/shared/ids.ts).
import { encodeIdForUrl } from "../../../shared/ids";

export const schedulePaths = {
  list: "/portal/operator/:companyId/schedules",
  listShort: "/portal/operator/schedules",
  details: "/portal/operator/schedules/:id/details",
  edit: "/portal/operator/schedules/:id/edit",
} as const;

const one = (id: string, screen: string) => `/portal/operator/schedules/${encodeIdForUrl(id)}/${screen}`;

export const scheduleLinks = {
  list: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/schedules`,
  listShort: () => schedulePaths.listShort,
  details: (id: string) => one(id, "details"),
  edit: (id: string) => one(id, "edit"),
};
