import { Trans } from "@lingui/react/macro";
import { lazy } from "react";
import { Link } from "wouter";

import { LoadingScreen } from "../ui/loading-screen";
import { PublicLayout } from "../ui/public-layout";
import { useAppState } from "./client-context";
import { withChunkTimeout } from "./lazy-screen";
import { landing } from "./routes";

/**
 * The signed-in layout for the few signed-in views the code that loads first shows itself (an address no route
 * matches, a company refused): it comes with the signed-in portal's code (portal-area.tsx), which the sign-in page
 * never loads.
 */
export const PortalLayoutLater = lazy(() =>
  withChunkTimeout(() => import("./portal-area")).then((m) => ({ default: m.PortalShellLayout })),
);

/** What an unknown address says, and the way back. */
export function NotFoundContent({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <h1 className="text-2xl font-semibold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>The address you followed does not match any page of the portal.</Trans>
      </p>
      <Link
        className="mt-4 inline-block text-blue-700 underline dark:text-blue-300"
        href={signedIn ? landing.signedIn() : landing.signedOut()}
      >
        {signedIn ? <Trans>Go to your home page</Trans> : <Trans>Go to sign-in</Trans>}
      </Link>
    </>
  );
}

/**
 * An unknown route: a user expects to be told and given a way back (a decision, see docs/design/client-shell.md
 * "Decisions").
 */
export function NotFoundPage() {
  const status = useAppState((s) => s.session.status);
  const signedIn = status === "signedIn";
  // A stored session is still being resumed: wait, so a signed-in user is not shown the public shell first.
  if (status === "resuming") return <LoadingScreen />;
  // Signed in, the page keeps the portal's header and menu: the way on is one click away.
  const Layout = signedIn ? PortalLayoutLater : PublicLayout;
  return (
    <Layout>
      <NotFoundContent signedIn={signedIn} />
    </Layout>
  );
}
