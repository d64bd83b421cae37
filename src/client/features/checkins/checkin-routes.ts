// The check-in screens' routes as data (docs/checkins.md "Screens": /portal/operator/checkins and
// /portal/operator/checkins/{id}/details); screens call these builders, never build URLs by hand.
import { encodeIdForUrl } from "../../../shared/ids";

export const checkInPaths = {
  list: "/portal/operator/checkins",
  details: "/portal/operator/checkins/:id/details",
} as const;

export const checkInLinks = {
  list: () => checkInPaths.list,
  details: (id: string) => `/portal/operator/checkins/${encodeIdForUrl(id)}/details`,
};
