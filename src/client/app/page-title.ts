import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";

/** The product's name: the last part of every page title, never translated. */
export const PRODUCT_NAME = "Fleet Portal";

/**
 * Sets document.title to "{screen} · Fleet Portal" in the portal's language (docs/design/client-shell.md
 * "Page titles"; WCAG 2.4.2 "Page Titled"): a screen reader announces it on navigation and a tab or bookmark tells
 * screens apart. The route table names each screen's title; routes without one show the product name alone.
 */
export function usePageTitle(title: MessageDescriptor | undefined | null): void {
  const { i18n } = useLingui();
  // null: a route area whose own routes name the screen (its effect would run after theirs and undo them).
  const text = title === null ? null : title ? `${i18n._(title)} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  useEffect(() => {
    if (text !== null) document.title = text;
  }, [text]);
}
