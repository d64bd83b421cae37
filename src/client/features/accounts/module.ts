// The accounts domain's client module (docs/accounts.md): a person's own account once signed in — their profile,
// their settings, their password. Signing in, registering and recovering an account are start-up routes
// (app/route-table.tsx), loaded before anyone is signed in.
import { msg } from "@lingui/core/macro";

import { clientDomain } from "../../app/client-domain";
import { lazyScreen } from "../../app/lazy-screen";
import { paths } from "../../app/routes";

const ChangePasswordPage = lazyScreen(() => import("./change-password-page"), "ChangePasswordPage");
const ProfilePage = lazyScreen(() => import("./profile-page"), "ProfilePage");
const SettingsPage = lazyScreen(() => import("./settings-page"), "SettingsPage");

export default clientDomain({
  name: "accounts",
  routes: [
    { path: paths.changePassword, access: "signedIn", component: ChangePasswordPage, title: msg`Change password` },
    { path: paths.profile, access: "signedIn", component: ProfilePage, title: msg`Profile` },
    { path: paths.v3Profile, access: "signedIn", component: ProfilePage, title: msg`Profile` },
    { path: paths.settings, access: "signedIn", component: SettingsPage, title: msg`Settings` },
  ],
});
