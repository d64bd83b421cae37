import type { ReactNode } from "react";

import { PublicLayout } from "../../ui/public-layout";

/** A public text page: a heading and prose sections. */
export function ContentPage({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout wide>
      <article className="flex flex-col gap-4 leading-relaxed">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </article>
    </PublicLayout>
  );
}

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
