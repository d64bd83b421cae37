import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "wouter";

import { useAppState, useCurrentUser } from "../../app/client-context";
import { SegmentedChoice } from "../../ui/charts/segmented-choice";
import { PortalLayout } from "../../ui/portal-layout";
import { GettingStarted } from "./getting-started";
import { homeLinks } from "./home-routes";
import { HomeStatsSection } from "./home-stats-section";
import { useHomeMode } from "./use-home-mode";
import { WhatsNewList } from "./whats-new-list";

/** In "all", what's new shows its latest entries; the whole history is one click away. */
const LATEST_IN_ALL = 3;

/**
 * `/portal/home`, `/portal/operator/home`, `/portal/operator/{companyId}/home`: the greeting (a first sign-in is
 * welcomed, not welcomed back), a new company's getting-started checklist, then the stats, what's new, or both
 * (docs/home.md "Screens": the modes are exclusive, all by default, kept in the address).
 */
export function HomePage() {
  const { t } = useLingui();
  const { user, company } = useCurrentUser();
  const [mode, setMode] = useHomeMode();
  const [path] = useLocation();
  const firstSignIn = useAppState((s) => s.session.firstSignIn === true);
  const first = user?.first ?? "";
  const companyName = company?.name ?? "";
  return (
    <PortalLayout>
      <div className="flex min-w-0 flex-col gap-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-semibold" data-testid="home-heading">
              {firstSignIn ? <Trans>Welcome, {first}</Trans> : <Trans>Welcome back, {first}</Trans>}
            </h1>
            <p className="mt-1 text-slate-600 dark:text-slate-300">
              <Trans>
                You are working in <strong data-testid="home-company">{companyName}</strong>.
              </Trans>
            </p>
          </div>
          <SegmentedChoice
            legend={t`Show`}
            value={mode}
            onChange={setMode}
            choices={[
              { value: "all", label: t({ message: "All", context: "home filter: everything" }) },
              { value: "stats", label: t`Stats` },
              { value: "whatsnew", label: t`What's new` },
            ]}
            testId="home-mode"
          />
        </div>
        {company && <GettingStarted companyId={company.id} />}
        {mode !== "whatsnew" && <HomeStatsSection />}
        {mode !== "stats" && (
          <section aria-labelledby="whats-new-heading" className="min-w-0">
            <h2 id="whats-new-heading" className="mb-2 text-lg font-semibold">
              <Trans>What's new</Trans>
            </h2>
            <WhatsNewList limit={mode === "all" ? LATEST_IN_ALL : undefined} level={3} />
            {mode === "all" && (
              <Link
                href={homeLinks.home("whatsnew", path)}
                className="mt-2 inline-block text-sm text-blue-700 hover:underline dark:text-blue-300"
              >
                <Trans>All release notes</Trans>
              </Link>
            )}
          </section>
        )}
      </div>
    </PortalLayout>
  );
}
