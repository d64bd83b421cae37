import { Trans } from "@lingui/react/macro";
import type { MouseEvent } from "react";

/** The id of every layout's <main>: the skip link's target. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * The first Tab stop of every page (WCAG 2.4.1 Bypass Blocks): hidden until focused, it moves focus past the header
 * and the menu to the page's content. Focus is moved by hand so the address keeps no #fragment for the router.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      data-testid="skip-link"
      className="sr-only rounded-md bg-white text-sm font-medium text-blue-800 shadow-lg focus:not-sr-only focus:absolute focus:px-3 focus:py-2 focus:top-2 focus:left-2 focus:z-50 focus:ring-2 focus:ring-blue-600 dark:bg-slate-950 dark:text-blue-200"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
