import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType, LazyExoticComponent } from "react";
import { SignInPage } from "../features/auth/sign-in-page";
import { checkInRouteEntries } from "../features/checkins/checkin-route-table";
import { billingRouteEntries } from "../features/billing/billing-route-table";
import { checklistRouteEntries } from "../features/checklists/checklist-route-table";
import { companyRouteEntries } from "../features/company/company-route-table";
import { homeRouteEntries, sectionFallbackEntries } from "../features/home/home-route-table";
import { complianceRouteEntries } from "../features/compliance/compliance-route-table";
import { inspectionRouteEntries } from "../features/inspections/inspection-route-table";
import { hoursRouteEntries } from "../features/hours/hours-route-table";
import { reportRouteEntries } from "../features/reports/reports-route-table";
import { mapRouteEntries } from "../features/map/map-route-table";
import { scheduleRouteEntries } from "../features/schedules/schedule-route-table";
import { userRouteEntries } from "../features/users/user-route-table";
import { vehicleRouteEntries } from "../features/vehicles/vehicle-route-table";
import { equipmentRouteEntries } from "../features/equipment/equipment-route-table";
import { lazyScreen, preloadableScreen } from "./lazy-screen";
import type { PortalClient } from "./portal-client";
import { paths, productRightPattern, v3Pattern } from "./routes";

export type RouteAccess = "public" | "signedOut" | "signedIn";

export interface RouteEntry {
  /** A wouter pattern; a RegExp where a parameter sits inside a segment (/is{product}Right4Me). */
  path: string | RegExp;
  access: RouteAccess;
  component: ComponentType | LazyExoticComponent<ComponentType>;
  /** The screen's name in document.title ("{title} · Fleet Portal", page-title.ts). */
  title?: MessageDescriptor;
  /** Starts loading the screen's code (a cold load of this URL fetches it while the session resumes). */
  preload?: () => Promise<unknown>;
  /** Asks for the screen's first data as soon as the socket opens (list-prefetch.ts). */
  prefetch?: (client: PortalClient, params: Record<string, string | undefined>) => void;
  /**
   * A route area: the component is a lazily loaded table of routes of its own (the admin area's forty screens), so
   * the start-up code carries one entry for all of them. Its routes name their titles and apply their own access.
   */
  area?: boolean;
}

// Every screen but sign-in loads as its own chunk, so the sign-in page stays small; a chunk that fails to load
// offers a reload (lazy-screen.ts, chunk-error-boundary.tsx).
const SignOutPage = lazyScreen(() => import("../features/auth/sign-out-page"), "SignOutPage");
const RegisterPage = lazyScreen(() => import("../features/auth/register-page"), "RegisterPage");
const VerifyPage = lazyScreen(() => import("../features/auth/verify-page"), "VerifyPage");
const RecoveryPage = lazyScreen(() => import("../features/auth/recovery-page"), "RecoveryPage");
const ResetPasswordPage = lazyScreen(() => import("../features/auth/recovery-page"), "ResetPasswordPage");
const ChangePasswordPage = lazyScreen(() => import("../features/auth/change-password-page"), "ChangePasswordPage");
const ProfilePage = lazyScreen(() => import("../features/profile/profile-page"), "ProfilePage");
const SettingsPage = lazyScreen(() => import("../features/settings/settings-page"), "SettingsPage");
const CompanySelectPage = lazyScreen(() => import("../features/company/company-select-page"), "CompanySelectPage");
const AboutPage = lazyScreen(() => import("../features/public/about-page"), "AboutPage");
const PrivacyPage = lazyScreen(() => import("../features/public/privacy-page"), "PrivacyPage");
const My160Page = lazyScreen(() => import("../features/public/my160-page"), "My160Page");
const AdminArea = preloadableScreen(() => import("../features/platform/admin-area"), (m) => m.AdminArea);
/** Every /portal/admin/… address. */
const ADMIN_AREA = /^\/portal\/admin(?:\/|$)/;
const ProductRightPage = lazyScreen(() => import("../features/public/product-right-page"), "ProductRightPage");

const entries: readonly RouteEntry[] = [
  { path: paths.root, access: "signedOut", component: SignInPage, title: msg`Sign in` },
  { path: paths.signIn, access: "signedOut", component: SignInPage, title: msg`Sign in` },
  { path: paths.signInV0, access: "signedOut", component: SignInPage, title: msg`Sign in` },
  { path: paths.signOut, access: "signedIn", component: SignOutPage, title: msg`Sign out` },
  { path: paths.register, access: "signedOut", component: RegisterPage, title: msg`Register your company` },
  { path: paths.signUp, access: "signedOut", component: RegisterPage, title: msg`Register your company` },
  { path: paths.signUpV0, access: "signedOut", component: RegisterPage, title: msg`Register your company` },
  { path: paths.verify, access: "public", component: VerifyPage, title: msg`Confirm your registration` },
  { path: paths.recovery, access: "public", component: RecoveryPage, title: msg`Lost password` },
  { path: paths.recoveryReset, access: "public", component: ResetPasswordPage, title: msg`Choose a new password` },
  { path: paths.about, access: "public", component: AboutPage, title: msg`About` },
  { path: paths.privacy, access: "public", component: PrivacyPage, title: msg`Privacy` },
  { path: paths.my160, access: "public", component: My160Page, title: msg`160 km exemption` },
  { path: productRightPattern, access: "public", component: ProductRightPage, title: msg`Is it right for me?` },
  { path: paths.changePassword, access: "signedIn", component: ChangePasswordPage, title: msg`Change password` },
  { path: paths.profile, access: "signedIn", component: ProfilePage, title: msg`Profile` },
  { path: paths.v3Profile, access: "signedIn", component: ProfilePage, title: msg`Profile` },
  { path: paths.settings, access: "signedIn", component: SettingsPage, title: msg`Settings` },
  { path: paths.companies, access: "signedIn", component: CompanySelectPage, title: msg`Choose a company` },
  { path: paths.loadCompany, access: "signedIn", component: CompanySelectPage, title: msg`Choose a company` },
  ...homeRouteEntries,
  ...vehicleRouteEntries,
  ...equipmentRouteEntries,
  ...userRouteEntries,
  ...companyRouteEntries,
  ...complianceRouteEntries,
  ...checkInRouteEntries,
  ...billingRouteEntries,
  ...inspectionRouteEntries,
  ...scheduleRouteEntries,
  ...hoursRouteEntries,
  ...reportRouteEntries,
  ...checklistRouteEntries,
  ...mapRouteEntries,
  // SPEC §2's admin area (administrators only; its events are refused to anyone else): one lazily loaded area.
  { path: ADMIN_AREA, access: "signedIn", component: AdminArea, preload: AdminArea.preload, area: true },
];

/** Operator screens of a section v3 has are also served at /portal/v3/operator/{companyId}/… (SPEC §2). */
function withV3Twins(list: readonly RouteEntry[]): RouteEntry[] {
  const taken = new Set(list.map((entry) => String(entry.path)));
  const twins: RouteEntry[] = [];
  for (const entry of list) {
    const twin = typeof entry.path === "string" ? v3Pattern(entry.path) : undefined;
    if (twin && !taken.has(twin)) {
      taken.add(twin);
      twins.push({ ...entry, path: twin });
    }
  }
  return [...list, ...twins];
}

// The generic /portal/operator/{companyId}/{section} goes last, after the v3 twins, so it never hides a route.
export const routeTable: readonly RouteEntry[] = [...withV3Twins(entries), ...sectionFallbackEntries];
