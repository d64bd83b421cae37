import { msg } from "@lingui/core/macro";

import { MENU_GATES } from "../../app/access-gates";
import { preloadableScreen, whenIdle } from "../../app/lazy-screen";
import { withAccess, type RouteEntry } from "../../app/route-table";
import { loadUserDetails, loadUserForms, loadUserImport, loadUserList } from "./user-chunks";
import { userPaths } from "./user-routes";

/** The list's first-window request: its code loads beside the screen's, not with every signed-in screen. */
const loadPrefetchUserList = () => import("./user-list-query").then((m) => m.prefetchUserList);

const loadUserLicence = () => import("./user-licence-page");
const loadEmployeeFile = () => import("./employee-file-page");
const List = preloadableScreen(loadUserList, (m) => m.UsersListPage);
const Details = preloadableScreen(loadUserDetails, (m) => m.UserDetailsPage);
const Add = preloadableScreen(loadUserForms, (m) => m.UserAddScreen);
const Invite = preloadableScreen(loadUserForms, (m) => m.UserInviteScreen);
const Edit = preloadableScreen(loadUserForms, (m) => m.UserEditScreen);
const Import = preloadableScreen(loadUserImport, (m) => m.ImportEmployeesPage);
const Licence = preloadableScreen(loadUserLicence, (m) => m.UserLicencePage);
const EmployeeFile = preloadableScreen(loadEmployeeFile, (m) => m.EmployeeFilePage);

/** Once the list shows, the screens opened from it are fetched while the browser is idle (user-chunks.ts). */
export const preloadOtherUserScreens = () =>
  whenIdle(() => Promise.all([Details, Add, Invite, Edit].map((screen) => screen.preload())));

/** The users routes (docs/users.md "Screens"; the list's v3 twin comes from the route table). Specific paths first. */
export const userRouteEntries: readonly RouteEntry[] = withAccess({ gate: MENU_GATES.users }, [
  {
    path: userPaths.add,
    event: "UserSaveRequestEvent",
    access: "signedIn",
    component: Add,
    title: msg`Add an employee`,
  },
  {
    path: userPaths.addShort,
    event: "UserSaveRequestEvent",
    access: "signedIn",
    component: Add,
    title: msg`Add an employee`,
  },
  {
    path: userPaths.invite,
    event: "UserInviteRequestEvent",
    access: "signedIn",
    component: Invite,
    title: msg`Invite a user`,
  },
  {
    path: userPaths.inviteShort,
    event: "UserInviteRequestEvent",
    access: "signedIn",
    component: Invite,
    title: msg`Invite a user`,
  },
  {
    path: userPaths.import,
    event: "UserSaveRequestEvent",
    access: "signedIn",
    component: Import,
    title: msg`Import users`,
  },
  { path: userPaths.licence, access: "signedIn", component: Licence, title: msg`Licence` },
  {
    path: userPaths.file,
    access: "signedIn",
    component: EmployeeFile,
    title: msg`Employee file`,
  },
  {
    path: userPaths.edit,
    event: "UserSaveRequestEvent",
    access: "signedIn",
    component: Edit,
    title: msg`Edit user`,
  },
  {
    path: userPaths.details,
    access: "signedIn",
    component: Details,
    title: msg`User details`,
  },
  {
    path: userPaths.profile,
    access: "signedIn",
    component: Details,
    title: msg`User details`,
  },
  {
    path: userPaths.listShort,
    access: "signedIn",
    component: List,
    title: msg`Users`,
    loadPrefetch: loadPrefetchUserList,
  },
  {
    path: userPaths.list,
    access: "signedIn",
    component: List,
    title: msg`Users`,
    loadPrefetch: loadPrefetchUserList,
  },
]);
