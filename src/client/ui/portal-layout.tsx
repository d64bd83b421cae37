import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { useCurrentUser } from "../app/client-context";
import { setLocalSetting, useLocalSettings } from "../app/local-settings";
import { links } from "../app/routes";
import { CompanyName } from "./company-name";
import { ConnectionBanner } from "./connection-banner";
import { Footer } from "./footer";
import { Logo } from "./logo";
import { MainMenu } from "./main-menu";

/**
 * The signed-in shell (SPEC §2): logo, company name (a switcher with several companies), "Hi {first}", profile
 * link, sign-out and the main menu. The old layout has the menu under the header and no footer; the v3 layout
 * (local setting v3) has a collapsible 220 px sidebar with a dark/light toggle, and the footer.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { v3 } = useLocalSettings();
  return v3 ? <V3Layout>{children}</V3Layout> : <ClassicLayout>{children}</ClassicLayout>;
}

function HeaderRight() {
  const { user } = useCurrentUser();
  const first = user?.first ?? "";
  return (
    <>
      <span className="ml-auto text-sm" data-testid="greeting">
        <Trans>Hi {first}</Trans>
      </span>
      <Link href={links.profile()} className="rounded-md px-3 py-1.5 text-sm text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800">
        <Trans>Profile</Trans>
      </Link>
      <Link href={links.settings()} className="rounded-md px-3 py-1.5 text-sm text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800">
        <Trans>Settings</Trans>
      </Link>
      <Link href={links.signOut()} className="rounded-md px-3 py-1.5 text-sm text-blue-700 hover:bg-blue-50 dark:text-blue-300 dark:hover:bg-slate-800">
        <Trans>Sign out</Trans>
      </Link>
    </>
  );
}

function ClassicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100" data-layout="classic">
      <header className="flex items-center gap-4 border-b border-slate-200 bg-white px-6 py-3 dark:border-slate-700 dark:bg-slate-950">
        <Link href={links.home()} className="flex items-center gap-2">
          <Logo />
          <span className="sr-only">Fleet Portal</span>
        </Link>
        <CompanyName />
        <HeaderRight />
      </header>
      <div className="border-b border-slate-200 bg-white px-6 py-1.5 dark:border-slate-700 dark:bg-slate-950">
        <MainMenu orientation="horizontal" />
      </div>
      <ConnectionBanner />
      <main className="flex-1 px-6 py-6">{children}</main>
    </div>
  );
}

function V3Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const { theme } = useLocalSettings();
  const [collapsed, setCollapsed] = useState(false);
  const dark = theme === "dark";
  return (
    <div className="flex min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100" data-layout="v3">
      {/* SPEC §9: the sidebar is 220 wide. */}
      <aside
        data-testid="sidebar"
        style={{ width: collapsed ? 56 : 220 }}
        className="flex shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-2 transition-[width] dark:border-slate-700 dark:bg-slate-950"
      >
        <div className="flex items-center gap-2">
          <Link href={links.home()} className="flex items-center gap-2">
            <Logo />
            <span className="sr-only">Fleet Portal</span>
          </Link>
          <button
            type="button"
            onClick={() => setCollapsed(!collapsed)}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t`Expand the sidebar` : t`Collapse the sidebar`}
            className="ml-auto rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {collapsed ? "»" : "«"}
          </button>
        </div>
        <MainMenu orientation="vertical" collapsed={collapsed} />
        <button
          type="button"
          role="switch"
          aria-checked={dark}
          onClick={() => setLocalSetting("theme", dark ? "light" : "dark")}
          className="mt-auto rounded-md px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          {collapsed ? (dark ? "☾" : "☀") : dark ? <Trans>Dark theme</Trans> : <Trans>Light theme</Trans>}
        </button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-4 border-b border-slate-200 bg-white px-6 py-3 dark:border-slate-700 dark:bg-slate-950">
          <CompanyName />
          <HeaderRight />
        </header>
        <ConnectionBanner />
        <main className="flex-1 px-6 py-6">{children}</main>
        <Footer />
      </div>
    </div>
  );
}
