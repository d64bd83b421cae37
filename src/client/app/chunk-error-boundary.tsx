import { Trans } from "@lingui/react/macro";
import { Component, type ReactNode } from "react";

import { Button } from "../ui/button";

/** A ChunkLoadError from lazyScreen, or the browsers' own words for a dynamic import that failed. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === "ChunkLoadError" ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/**
 * Catches a screen that failed to load (a ChunkLoadError: usually a new version was deployed and the old chunk
 * is gone, or the network dropped) and offers a reload instead of a blank page. Other errors re-throw.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    if (isChunkLoadError(error)) return { failed: true };
    throw error;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alertdialog"
        aria-labelledby="chunk-error-title"
        className="mx-auto mt-24 max-w-md rounded-lg border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <h1 id="chunk-error-title" className="text-lg font-semibold">
          <Trans>This screen could not be loaded</Trans>
        </h1>
        <p className="mt-2 text-sm">
          <Trans>
            A new version of the portal may have been published, or the connection dropped. Reload the page to continue.
          </Trans>
        </p>
        <Button className="mt-4" onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </div>
    );
  }
}
