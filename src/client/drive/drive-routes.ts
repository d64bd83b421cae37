// The driver app's routes as data: screens use these, never build addresses by hand. The app lives under /drive
// (wouter's base), so these paths are relative to it; links() gives the absolute addresses for anything outside the
// app's router.
export const DRIVE_BASE = "/drive";

export const drivePaths = {
  home: "/",
  signIn: "/signin",
  signOut: "/signout",
} as const;

export const driveLinks = {
  home: () => drivePaths.home,
  signIn: () => drivePaths.signIn,
  signOut: () => drivePaths.signOut,
  /** The absolute address of a path of the app (mail links, the service worker's scope). */
  absolute: (path: string) => `${DRIVE_BASE}${path === "/" ? "/" : path}`,
};
