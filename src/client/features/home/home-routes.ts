// Home, what's new and the generic section address (docs/home.md "Screens"); /portal/home,
// /portal/operator/{companyId}/home and the v3 dashboard are in app/routes.ts.
import { encodeIdForUrl } from "../../../shared/ids";

export const homePaths = {
  operatorHomeShort: "/portal/operator/home",
  whatsNew: "/portal/operator/:companyId/whatsnew",
  whatsNewShort: "/portal/operator/whatsnew",
  /**
   * The generic /portal/operator/{companyId}/{section}, for a section whose screen has another address
   * (check-ins live at /portal/operator/checkins). Only a company id as links write it (i + base64url) matches, so
   * a mistyped address still reads "Page not found" rather than "no permission".
   */
  section: /^\/portal\/operator\/(?<companyId>i[A-Za-z0-9_-]{2,40})\/(?<section>[A-Za-z]+)\/?$/,
} as const;

/** The home screen shows all, the stats or what's new — one at a time, all by default (docs/home.md "Screens"). */
export const HOME_MODES = ["all", "stats", "whatsnew"] as const;
export type HomeMode = (typeof HOME_MODES)[number];

/** The query parameter that keeps the mode in the address (a reload or a shared link shows the same). */
export const HOME_MODE_PARAM = "show";

export const homeLinks = {
  whatsNew: (companyId: string) => `/portal/operator/${encodeIdForUrl(companyId)}/whatsnew`,
  /** A home address in a mode: /portal/home?show=stats and so on; all is the plain address. */
  home: (mode: HomeMode = "all", path = "/portal/home") =>
    mode === "all" ? path : `${path}?${HOME_MODE_PARAM}=${mode}`,
};
