// The addresses the portal's page answers (docs/operations.md "Unknown addresses"): the server sends index.html for
// these and a 404 for any other address that is not a file of the build, an API or a probe, so a scanner's
// /wp-admin or /.env gets a plain not-found instead of the portal with a 200. The client's route tables — each
// domain's start.ts and the signed-in /portal area (src/client/app/route-table.tsx) — must stay inside this set;
// src/client/app/route-table.test.ts checks every route they declare. The driver app (/drive/…) is served apart.

/** The first path segments of the client's pages; "/" itself is the sign-in page. */
const PAGE_SEGMENTS: ReadonlySet<string> = new Set([
  "signin",
  "signinv0",
  "signout",
  "register",
  "signup",
  "signupv0",
  "verify",
  "recovery",
  "about",
  "privacy",
  "terms",
  "my160",
  "portal",
]);

/** /is{product}Right4Me: the product is part of the segment (src/client/app/routes.ts productRightPattern). */
const PRODUCT_RIGHT = /^is[A-Za-z0-9]+Right4Me$/;

/** Whether `url` (path, with or without a query) is one of the portal's pages. */
export function isPageAddress(url: string): boolean {
  const path = url.split("?")[0]!;
  if (path === "/") return true;
  const first = path.split("/")[1] ?? "";
  return PAGE_SEGMENTS.has(first) || PRODUCT_RIGHT.test(first);
}
