// The people screens' routes as data (docs/users.md "Screens"); screens call these builders, never build URLs by
// hand. The per-person screens (/users/…) live under /portal/operator/, like the vehicles' (docs/users.md
// "Decisions"). Ids travel in URLs as prefix + base64url (src/shared/ids.ts).
import { encodeIdForUrl } from "../../../shared/ids";

export const userPaths = {
  list: "/portal/operator/:companyId/users",
  listShort: "/portal/operator/users",
  add: "/portal/operator/:companyId/users/add",
  addShort: "/portal/operator/users/add",
  invite: "/portal/operator/:companyId/users/invite",
  inviteShort: "/portal/operator/users/invite",
  import: "/portal/operator/:companyId/users/import",
  edit: "/portal/operator/users/:id/edit",
  details: "/portal/operator/users/:id/details",
  profile: "/portal/operator/users/:id/profile",
  licence: "/portal/operator/users/license/:id",
  file: "/portal/operator/users/file/:id",
} as const;

export const userLinks = {
  list: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/users`,
  add: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/users/add`,
  invite: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/users/invite`,
  import: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/users/import`,
  edit: (userId: string) => `/portal/operator/users/${encodeIdForUrl(userId)}/edit`,
  details: (userId: string) => `/portal/operator/users/${encodeIdForUrl(userId)}/details`,
  licence: (userId: string) => `/portal/operator/users/license/${encodeIdForUrl(userId)}`,
  file: (userId: string) => `/portal/operator/users/file/${encodeIdForUrl(userId)}`,
};
