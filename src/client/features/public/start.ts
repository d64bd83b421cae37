// The public pages (docs/design/client-shell.md "Public and signed-out addresses"): about, privacy, terms and the product pages anyone may read, known
// to the code that loads first (each page's own code loads on demand).
import { msg } from "@lingui/core/macro";

import { lazyScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { paths, productRightPattern } from "../../app/routes";

const AboutPage = lazyScreen(() => import("./about-page"), "AboutPage");
const PrivacyPage = lazyScreen(() => import("./privacy-page"), "PrivacyPage");
const TermsPage = lazyScreen(() => import("./terms-page"), "TermsPage");
const My160Page = lazyScreen(() => import("./my160-page"), "My160Page");
const ProductRightPage = lazyScreen(() => import("./product-right-page"), "ProductRightPage");

export const startRoutes: readonly RouteEntry[] = [
  { path: paths.about, access: "public", component: AboutPage, title: msg`About` },
  { path: paths.privacy, access: "public", component: PrivacyPage, title: msg`Privacy` },
  { path: paths.terms, access: "public", component: TermsPage, title: msg`Terms of service` },
  { path: paths.my160, access: "public", component: My160Page, title: msg`160 km exemption` },
  { path: productRightPattern, access: "public", component: ProductRightPage, title: msg`Is it right for me?` },
];
