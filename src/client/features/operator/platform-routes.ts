// Admin-area routes of the platform feature (docs/operator.md "Home and figures": home, stats, dashboard, blank,
// whatsnew, lists); screens call these builders, never build URLs by hand.
export const platformPaths = {
  home: "/portal/admin/home",
  stats: "/portal/admin/stats",
  dashboard: "/portal/admin/dashboard",
  whatsNew: "/portal/admin/whatsnew",
  blank: "/portal/admin/blank",
  lists: "/portal/admin/lists",
} as const;

export const platformLinks = {
  home: () => platformPaths.home,
  stats: () => platformPaths.stats,
  dashboard: () => platformPaths.dashboard,
  whatsNew: () => platformPaths.whatsNew,
  blank: () => platformPaths.blank,
  lists: () => platformPaths.lists,
};
