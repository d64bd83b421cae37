import { msg } from "@lingui/core/macro";
import { lazy } from "react";
import type { RouteEntry } from "../../app/route-table";
import { loadUserDetails, loadUserForms, loadUserImport, loadUserList } from "./user-chunks";
import { prefetchUserList } from "./user-list-query";
import { userPaths } from "./user-routes";

const loadUserLicence = () => import("./user-licence-page");
const List = lazy(() => loadUserList().then((m) => ({ default: m.UsersListPage })));
const Details = lazy(() => loadUserDetails().then((m) => ({ default: m.UserDetailsPage })));
const Add = lazy(() => loadUserForms().then((m) => ({ default: m.UserAddScreen })));
const Invite = lazy(() => loadUserForms().then((m) => ({ default: m.UserInviteScreen })));
const Edit = lazy(() => loadUserForms().then((m) => ({ default: m.UserEditScreen })));
const Import = lazy(() => loadUserImport().then((m) => ({ default: m.ImportEmployeesPage })));
const Licence = lazy(() => loadUserLicence().then((m) => ({ default: m.UserLicencePage })));

/** SPEC §2 users routes (the list's v3 twin comes from the route table). Specific paths come first. */
export const userRouteEntries: readonly RouteEntry[] = [
  { path: userPaths.add, access: "signedIn", component: Add, title: msg`Add an employee`, preload: loadUserForms },
  { path: userPaths.addShort, access: "signedIn", component: Add, title: msg`Add an employee`, preload: loadUserForms },
  { path: userPaths.invite, access: "signedIn", component: Invite, title: msg`Invite a user`, preload: loadUserForms },
  { path: userPaths.inviteShort, access: "signedIn", component: Invite, title: msg`Invite a user`, preload: loadUserForms },
  { path: userPaths.import, access: "signedIn", component: Import, title: msg`Import users`, preload: loadUserImport },
  { path: userPaths.licence, access: "signedIn", component: Licence, title: msg`Licence`, preload: loadUserLicence },
  { path: userPaths.edit, access: "signedIn", component: Edit, title: msg`Edit user`, preload: loadUserForms },
  { path: userPaths.details, access: "signedIn", component: Details, title: msg`User details`, preload: loadUserDetails },
  { path: userPaths.profile, access: "signedIn", component: Details, title: msg`User details`, preload: loadUserDetails },
  { path: userPaths.listShort, access: "signedIn", component: List, title: msg`Users`, preload: loadUserList, prefetch: prefetchUserList },
  { path: userPaths.list, access: "signedIn", component: List, title: msg`Users`, preload: loadUserList, prefetch: prefetchUserList },
];
