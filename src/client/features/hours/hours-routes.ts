// The hours of service screens' routes as data (docs/hours.md "Screens", the employee's hours tab included); screens
// call these builders, never build URLs by hand. Ids travel in URLs as prefix + base64url (src/shared/ids.ts).
import { encodeIdForUrl } from "../../../shared/ids";

export const hoursPaths = {
  list: "/portal/operator/:companyId/hours",
  details: "/portal/operator/hours/:id/details",
  ofUser: "/portal/operator/users/:id/hours",
  importEld: "/portal/operator/hours/import-eld",
  importEldOfUser: "/portal/operator/users/:id/hours/import-eld",
} as const;

export const hoursLinks = {
  list: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/hours`,
  details: (id: string) => `/portal/operator/hours/${encodeIdForUrl(id)}/details`,
  ofUser: (userId: string) => `/portal/operator/users/${encodeIdForUrl(userId)}/hours`,
  /** The ELD file import, for a driver picked on the screen or, given a user, for that employee. */
  importEld: (userId?: string) =>
    userId ? `/portal/operator/users/${encodeIdForUrl(userId)}/hours/import-eld` : "/portal/operator/hours/import-eld",
};
