// The map's route (docs/map.md "Screens": /portal/operator/{companyId}/map; the v3 twin comes from the route table).
import { encodeIdForUrl } from "../../../shared/ids";

export const mapPaths = {
  map: "/portal/operator/:companyId/map",
} as const;

export const mapLinks = {
  map: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/map`,
};
