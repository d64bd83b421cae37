import { Trans, useLingui } from "@lingui/react/macro";
import { Menu as MenuIcon, Moon, Sun } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Link, useLocation } from "wouter";

import { useCurrentUser } from "../app/client-context";
import { setLocalSetting, useLocalSettings } from "../app/local-settings";
import { links } from "../app/routes";
import { useShell } from "../app/shell-context";
import { CompanyName } from "./company-name";
import { ConnectionBanner } from "./connection-banner";
import { Drawer } from "./drawer";
import { Footer } from "./footer";
import { Logo } from "./logo";
import { MainMenu } from "./main-menu";
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link";
import { useMediaQuery, WIDE_SCREEN_QUERY } from "./use-media-query";

/** The strips the domains show above every screen (the operator's read-only view banner). */
function Banners() {
  const { banners } = useShell();
  return banners.map((Banner, index) => <Banner key={index} />);
}

/**
 * The signed-in shell (docs/design/client-shell.md "The signed-in shell"): logo, company name (a switcher with
 * several companies), "Hi {first}", profile link, sign-out and the main menu. The old layout has the menu under the
 * header and no footer; the v3 layout (local setting v3) has a collapsible 220 px sidebar with a dark/light toggle,
 * and the footer.
 *
 * On a phone (390 px, docs/design/client-shell.md "Phones") nothing may push the page wider than the screen: the
 * header wraps its links onto a second line instead, and the v3 sidebar becomes a drawer behind a Menu button below
 * the `md` breakpoint.
 */
export function PortalLayout({ children }: { children: ReactNode }) {
  const { v3 } = useLocalSettings();
  return v3 ? <V3Layout>{children}</V3Layout> : <ClassicLayout>{children}</ClassicLayout>;
}

const HEADER_LINK =
  "whitespace-nowrap rounded-md px-2 py-1.5 text-sm text-blue-700 hover:bg-blue-50 sm:px-3 dark:text-blue-300 dark:hover:bg-slate-800";

function HeaderRight() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const first = user?.first ?? "";
  return (
    <nav aria-label={t`Account`} className="ml-auto flex flex-wrap items-center justify-end gap-x-1 gap-y-1">
      <span className="mr-1 text-sm" data-testid="greeting">
        <Trans>Hi {first}</Trans>
      </span>
      <Link href={links.profile()} className={HEADER_LINK}>
        <Trans>Profile</Trans>
      </Link>
      <Link href={links.settings()} className={HEADER_LINK}>
        <Trans>Settings</Trans>
      </Link>
      <Link href={links.signOut()} className={HEADER_LINK}>
        <Trans>Sign out</Trans>
      </Link>
    </nav>
  );
}

/**
 * The menu drawer of a phone (below `md`), in both layouts: open while its button says so, closed again by following
 * a link or by the window growing past the breakpoint.
 */
function useMenuDrawer() {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [location] = useLocation();
  useEffect(() => setOpen(false), [location, wide]);
  return { open: open && !wide, setOpen };
}

function MenuButton({ open, onOpen }: { open: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-expanded={open}
      aria-haspopup="dialog"
      data-testid="open-menu"
      className="flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm md:hidden dark:border-slate-600"
    >
      <MenuIcon aria-hidden="true" className="size-4" />
      <Trans>Menu</Trans>
    </button>
  );
}

function CloseMenuButton({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={t`Close the menu`}
      className="ml-auto rounded px-2 py-1 text-lg leading-none hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      ×
    </button>
  );
}

function ClassicLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const drawer = useMenuDrawer();
  return (
    <div
      className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
      data-layout="classic"
    >
      <SkipLink />
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-3 py-3 sm:px-6 dark:border-slate-700 dark:bg-slate-950">
        <MenuButton open={drawer.open} onOpen={() => drawer.setOpen(true)} />
        <Link href={links.home()} className="flex items-center gap-2">
          <Logo name="hidden-on-phone" />
        </Link>
        <CompanyName />
        <HeaderRight />
      </header>
      {/* On a phone the sixteen entries would take half the screen: they sit in the drawer instead. */}
      <div className="hidden border-b border-slate-200 bg-white px-3 py-1.5 sm:px-6 md:block dark:border-slate-700 dark:bg-slate-950">
        <MainMenu orientation="horizontal" />
      </div>
      <Drawer open={drawer.open} onClose={() => drawer.setOpen(false)} label={t`Main menu`}>
        <div className="flex items-center gap-2">
          <Link href={links.home()} className="flex min-w-0 items-center gap-2">
            <Logo name="shown" />
          </Link>
          <CloseMenuButton onClose={() => drawer.setOpen(false)} />
        </div>
        <MainMenu orientation="vertical" />
      </Drawer>
      <ConnectionBanner />
      <Banners />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-3 py-6 outline-none sm:px-6">
        {children}
      </main>
    </div>
  );
}

/** The sidebar's contents, shown in the sidebar on a wide screen and in the drawer on a narrow one. */
function SidebarContents({ collapsed, top }: { collapsed: boolean; top: ReactNode }) {
  const { t } = useLingui();
  const { theme } = useLocalSettings();
  const dark = theme === "dark";
  return (
    <>
      <div className="flex items-center gap-2">
        <Link href={links.home()} className="flex min-w-0 items-center gap-2">
          <Logo name={collapsed ? "hidden" : "shown"} />
        </Link>
        {top}
      </div>
      <MainMenu orientation="vertical" collapsed={collapsed} />
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label={collapsed ? t`Dark theme` : undefined}
        title={collapsed ? t`Dark theme` : undefined}
        onClick={() => setLocalSetting("theme", dark ? "light" : "dark")}
        className="mt-auto rounded-md px-3 py-1.5 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
      >
        <span className="flex items-center gap-2">
          {dark ? <Moon aria-hidden="true" className="size-4" /> : <Sun aria-hidden="true" className="size-4" />}
          {collapsed ? null : dark ? <Trans>Dark theme</Trans> : <Trans>Light theme</Trans>}
        </span>
      </button>
    </>
  );
}

function V3Layout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [collapsed, setCollapsed] = useState(false);
  const drawer = useMenuDrawer();
  return (
    <div
      className="flex min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100"
      data-layout="v3"
    >
      <SkipLink />
      {/* The sidebar is 220 wide (56 collapsed). Below md it is not shown; the drawer is. */}
      <aside
        data-testid="sidebar"
        style={{ width: collapsed ? 56 : 220 }}
        className="hidden shrink-0 flex-col gap-4 border-r border-slate-200 bg-white p-2 transition-[width] md:flex dark:border-slate-700 dark:bg-slate-950"
      >
        <SidebarContents
          collapsed={collapsed}
          top={
            <button
              type="button"
              onClick={() => setCollapsed(!collapsed)}
              aria-expanded={!collapsed}
              aria-label={collapsed ? t`Expand the sidebar` : t`Collapse the sidebar`}
              className="ml-auto rounded px-2 py-1 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              {collapsed ? "»" : "«"}
            </button>
          }
        />
      </aside>
      <Drawer open={drawer.open} onClose={() => drawer.setOpen(false)} label={t`Main menu`}>
        <SidebarContents collapsed={false} top={<CloseMenuButton onClose={() => drawer.setOpen(false)} />} />
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-slate-200 bg-white px-3 py-3 sm:px-6 dark:border-slate-700 dark:bg-slate-950">
          <MenuButton open={drawer.open} onOpen={() => drawer.setOpen(true)} />
          <CompanyName />
          <HeaderRight />
        </header>
        <ConnectionBanner />
        <Banners />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-3 py-6 outline-none sm:px-6">
          {children}
        </main>
        <Footer />
      </div>
    </div>
  );
}
