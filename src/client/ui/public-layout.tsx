import type { ReactNode } from "react";
import { Link } from "wouter";

import { links } from "../app/routes";
import { Footer } from "./footer";
import { Logo } from "./logo";

/** Screens shown while signed out: logo on top, footer below (the old layout shows the footer only here). */
export function PublicLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-900 dark:text-slate-100">
      <header className="flex items-center gap-2 px-4 py-4 sm:px-6">
        <Link href={links.signIn()} className="flex items-center gap-2">
          <Logo />
        </Link>
      </header>
      <main className={`mx-auto w-full flex-1 px-4 py-8 sm:px-6 ${wide ? "max-w-3xl" : "max-w-md"}`}>{children}</main>
      <Footer />
    </div>
  );
}
