import { lazy, Suspense } from "react";

import { useAppState } from "../../app/client-context";
import { withChunkTimeout } from "../../app/lazy-screen";

/** The banner's code loads only while an operator views a company read-only, not with every screen. */
const ViewAsBanner = lazy(() =>
  withChunkTimeout(() => import("./view-as-banner")).then((m) => ({ default: m.ViewAsBanner })),
);

/** Above every signed-in screen while an administrator views a company read-only (docs/operator.md "The read-only view of a company"). */
export function ReadOnlyViewBanner() {
  const viewing = useAppState((s) => !!s.session.viewAs);
  return viewing ? (
    <Suspense fallback={null}>
      <ViewAsBanner />
    </Suspense>
  ) : null;
}
