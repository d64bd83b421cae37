import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Logo } from "./logo";

/** Screens shown while signed out: logo on top, footer below (the old layout shows the footer only here). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex items-center gap-2 px-6 py-4">
        <Logo />
        <span className="text-lg font-semibold">Fleet Portal</span>
      </header>
      <main className="mx-auto w-full max-w-md flex-1 px-6 py-8">{children}</main>
      <Footer />
    </div>
  );
}
