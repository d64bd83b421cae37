// The accounts domain's start-up routes (docs/accounts.md): signing in and out, registering, confirming a
// registration and recovering a password — the pages a visitor opens before any session exists, so the code that
// loads first knows them (each screen's own code still loads on demand).
import { msg } from "@lingui/core/macro";

import { lazyScreen, preloadableScreen } from "../../app/lazy-screen";
import type { RouteEntry } from "../../app/route-table";
import { paths } from "../../app/routes";

// The sign-in page's code loads beside the language's messages on a cold load (main.tsx), so it costs no extra round
// trip.
const SignInPage = preloadableScreen(
  () => import("./sign-in-page"),
  (m) => m.SignInPage,
);
const SignOutPage = lazyScreen(() => import("./sign-out-page"), "SignOutPage");
const RegisterPage = lazyScreen(() => import("./register-page"), "RegisterPage");
const VerifyPage = lazyScreen(() => import("./verify-page"), "VerifyPage");
const RecoveryPage = lazyScreen(() => import("./recovery-page"), "RecoveryPage");
const ResetPasswordPage = lazyScreen(() => import("./recovery-page"), "ResetPasswordPage");

export const startRoutes: readonly RouteEntry[] = [
  { path: paths.root, access: "signedOut", component: SignInPage, title: msg`Sign in` },
  { path: paths.signIn, access: "signedOut", component: SignInPage, title: msg`Sign in` },
  {
    path: paths.signInV0,
    access: "signedOut",
    component: SignInPage,
    title: msg`Sign in`,
  },
  { path: paths.signOut, access: "signedIn", component: SignOutPage, title: msg`Sign out` },
  { path: paths.register, access: "signedOut", component: RegisterPage, title: msg`Register your company` },
  { path: paths.signUp, access: "signedOut", component: RegisterPage, title: msg`Register your company` },
  { path: paths.signUpV0, access: "signedOut", component: RegisterPage, title: msg`Register your company` },
  { path: paths.verify, access: "public", component: VerifyPage, title: msg`Confirm your registration` },
  { path: paths.recovery, access: "public", component: RecoveryPage, title: msg`Lost password` },
  { path: paths.recoveryReset, access: "public", component: ResetPasswordPage, title: msg`Choose a new password` },
];
