// The map's route (SPEC §2 "Map and reports": /portal/operator/{companyId}/map; the v3 twin comes from the route table).
import { encodeIdForUrl } from "../../../shared/ids";

export const mapPaths = {
  map: "/portal/operator/:companyId/map",
} as const;

export const mapLinks = {
  map: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/map`,
};
