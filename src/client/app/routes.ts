// Routes are data (STYLE.md §5): screens never build URLs by hand; they call these builders.

export const paths = {
  root: "/",
  signIn: "/signin",
  signOut: "/signout",
  home: "/portal/home",
} as const;

export const links = {
  signIn: () => paths.signIn,
  signOut: () => paths.signOut,
  home: () => paths.home,
};

/** Where a signed-in user lands, and where a route that needs a session sends a signed-out one. */
export const landing = { signedIn: links.home, signedOut: links.signIn };
