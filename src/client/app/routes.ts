// Routes are data (docs/design/client-shell.md "Routes"): screens never build URLs by hand; they call these builders.
// Company ids in URLs are written as a prefix plus base64url ("Ids in addresses" there; src/shared/ids.ts).
import { decodeIdFromUrl, encodeIdForUrl } from "../../shared/ids";

export const paths = {
  root: "/",
  signIn: "/signin",
  signInV0: "/signinv0",
  signOut: "/signout",
  register: "/register",
  signUp: "/signup",
  signUpV0: "/signupv0",
  verify: "/verify/:registrationId",
  recovery: "/recovery",
  recoveryReset: "/recovery/:token",
  about: "/about",
  privacy: "/privacy",
  terms: "/terms",
  my160: "/my160",
  home: "/portal/home",
  profile: "/portal/profile",
  changePassword: "/portal/profile/password",
  settings: "/portal/settings",
  loadCompany: "/portal/load/company",
  companies: "/portal/operator/companys",
  operatorHome: "/portal/operator/:companyId/home",
  v3Dashboard: "/portal/v3/operator/:companyId/dashboard",
  v3Profile: "/portal/v3/operator/:companyId/profile",
} as const;

/** The v3 layout's sections: those that exist under /portal/v3/operator/{companyId}/. */
/** /is{product}Right4Me: the product is part of a segment, so the pattern is a regular expression. */
export const productRightPattern = /^\/is(?<product>[A-Za-z0-9]+)Right4Me\/?$/;

export const V3_SECTIONS = [
  "vehicles",
  "equipment",
  "dashboard",
  "inspections",
  "hours",
  "users",
  "checklists",
  "reports",
  "invoices",
  "billing/display",
  "company/display",
  "compliance",
  "map",
  "profile",
] as const;

const operator = (companyId: string, section: string) => `/portal/operator/${encodeIdForUrl(companyId)}/${section}`;

export const links = {
  signIn: () => paths.signIn,
  signOut: () => paths.signOut,
  register: () => paths.register,
  verify: (registrationId: string) => `/verify/${encodeURIComponent(registrationId)}`,
  recovery: () => paths.recovery,
  about: () => paths.about,
  privacy: () => paths.privacy,
  terms: () => paths.terms,
  my160: () => paths.my160,
  productRight: (product: string) => `/is${product}Right4Me`,
  home: () => paths.home,
  profile: () => paths.profile,
  changePassword: () => paths.changePassword,
  settings: () => paths.settings,
  companies: () => paths.companies,
  operatorHome: (companyId: string) => operator(companyId, "home"),
  /** Any operator-area screen: /portal/operator/{companyId}/{section}. */
  operator,
  v3Dashboard: (companyId: string) => `/portal/v3/operator/${encodeIdForUrl(companyId)}/dashboard`,
};

/**
 * With the v3 setting on, an operator-area link whose section v3 has points at its v3 twin; every other link is left
 * alone (docs/design/client-shell.md "Two layouts: classic and v3"). Menu links go through this, so an entry is
 * written once for both layouts.
 */
export function forLayout(path: string, v3: boolean): string {
  if (!v3) return path;
  const match = /^\/portal\/operator\/([^/]+)\/(.+)$/.exec(path);
  if (!match || !(V3_SECTIONS as readonly string[]).includes(match[2]!)) return path;
  return `/portal/v3/operator/${match[1]}/${match[2]}`;
}

/** The v3 twin of a route pattern, when v3 has that section. */
export function v3Pattern(pattern: string): string | undefined {
  const match = /^\/portal\/operator\/:companyId\/(.+)$/.exec(pattern);
  return match && (V3_SECTIONS as readonly string[]).includes(match[1]!)
    ? `/portal/v3/operator/:companyId/${match[1]}`
    : undefined;
}

export function companyIdFromUrl(segment: string | undefined): string | undefined {
  return segment ? decodeIdFromUrl(segment) : undefined;
}

/** Where a signed-in user lands, and where a route that needs a session sends a signed-out one. */
export const landing = { signedIn: links.home, signedOut: links.signIn };
