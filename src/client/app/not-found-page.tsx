import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";
import { PublicLayout } from "../ui/public-layout";
import { useAppState } from "./client-context";
import { landing } from "./routes";

/** SPEC leaves unknown routes open; a user expects to be told and given a way back. */
export function NotFoundPage() {
  const signedIn = useAppState((s) => s.session.status === "signedIn");
  return (
    <PublicLayout>
      <h1 className="text-2xl font-semibold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>The address you followed does not match any page of the portal.</Trans>
      </p>
      <Link className="mt-4 inline-block text-blue-700 underline" href={signedIn ? landing.signedIn() : landing.signedOut()}>
        {signedIn ? <Trans>Go to your home page</Trans> : <Trans>Go to sign-in</Trans>}
      </Link>
    </PublicLayout>
  );
}
