import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { useCurrentUser } from "../app/client-context";
import { links } from "../app/routes";
import { ConnectionBanner } from "./connection-banner";
import { Logo } from "./logo";

/** The signed-in shell: logo, company name, greeting and sign-out (SPEC §2 application shell). */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { user, company } = useCurrentUser();
  const first = user?.first ?? "";
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center gap-4 border-b border-slate-200 bg-white px-6 py-3">
        <Link href={links.home()} className="flex items-center gap-2">
          <Logo />
          <span className="sr-only">Fleet Portal</span>
        </Link>
        <span className="font-semibold" data-testid="company-name">
          {company?.name}
        </span>
        <span className="ml-auto text-sm" data-testid="greeting">
          <Trans>Hi {first}</Trans>
        </span>
        <Link href={links.signOut()} className="rounded-md px-3 py-1.5 text-sm text-blue-700 hover:bg-blue-50">
          <Trans>Sign out</Trans>
        </Link>
      </header>
      <ConnectionBanner />
      <main className="flex-1 px-6 py-6">{children}</main>
    </div>
  );
}
