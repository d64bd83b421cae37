// Vehicle screens' routes as data (SPEC §2 "Vehicles and trailers"); screens call these builders, never
// build URLs by hand. Ids travel in URLs as prefix + base64url (src/shared/ids.ts).
import { encodeIdForUrl } from "../../../shared/ids";

export const vehiclePaths = {
  list: "/portal/operator/:companyId/vehicles",
  listShort: "/portal/operator/vehicles",
  listV3: "/portal/v3/operator/:companyId/vehicles",
  add: "/portal/operator/:companyId/vehicles/add",
  addV2: "/portal/operator/vehicles/addv2",
  addFrom: "/portal/operator/vehicles/add/:id",
  edit: "/portal/operator/vehicles/:id/edit",
  editV2: "/portal/operator/vehicles/:id/editv2",
  details: "/portal/operator/vehicles/:id/details",
} as const;

export const vehicleLinks = {
  list: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/vehicles`,
  add: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/vehicles/add`,
  addFrom: (vehicleId: string) => `/portal/operator/vehicles/add/${encodeIdForUrl(vehicleId)}`,
  edit: (vehicleId: string) => `/portal/operator/vehicles/${encodeIdForUrl(vehicleId)}/edit`,
  details: (vehicleId: string) => `/portal/operator/vehicles/${encodeIdForUrl(vehicleId)}/details`,
};
