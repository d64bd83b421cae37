import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { Suspense, type ReactNode } from "react";
import { Redirect, Route, Router, Switch } from "wouter";

import { ChunkErrorBoundary } from "../app/chunk-error-boundary";
import { ClientContext, useAppState, useCurrentUser } from "../app/client-context";
import { usePageTitle } from "../app/page-title";
import { DRIVE_FLOWS, DriveSignInPage } from "../features/drive";
import { i18n } from "../i18n/i18n";
import { LoadingScreen } from "../ui/loading-screen";
import type { DriveClient } from "./drive-client";
import { DriveContext } from "./drive-context";
import { DriveHomePage } from "./drive-home-page";
import { DRIVE_BASE, driveLinks, drivePaths } from "./drive-routes";
import { DriveSignOutPage } from "./drive-sign-out-page";
import { isFlowOpen, type DriveFlow } from "./flow";

/** A screen that needs a session (every one but sign-in); while a stored session resumes it shows "Loading…". */
function SignedIn({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const status = useAppState((s) => s.session.status);
  usePageTitle(title);
  if (status === "resuming") return <LoadingScreen />;
  if (status !== "signedIn") return <Redirect to={driveLinks.signIn()} replace />;
  return <>{children}</>;
}

function SignedOut() {
  const status = useAppState((s) => s.session.status);
  usePageTitle(SIGN_IN_TITLE);
  if (status === "resuming") return <LoadingScreen />;
  if (status === "signedIn") return <Redirect to={driveLinks.home()} replace />;
  return <DriveSignInPage />;
}

/** A flow's screen, only for those its event admits (the tile is hidden from the others, the address too). */
function FlowScreen({ flow }: { flow: DriveFlow }) {
  const roles = useAppState((s) => s.session.roles);
  const { company } = useCurrentUser();
  if (!isFlowOpen(flow, roles, company?.features ?? [])) return <Redirect to={driveLinks.home()} replace />;
  return <flow.screen />;
}

const SIGN_IN_TITLE = msg`Driver sign-in`;
const HOME_TITLE = msg`Driver app`;
const SIGN_OUT_TITLE = msg`Sign out`;

/** The driver app at /drive: its own router under the /drive base, the shared client, lazily loaded flows. */
export function DriveApp({ client }: { client: DriveClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <ClientContext.Provider value={client}>
        <DriveContext.Provider value={client}>
          <ChunkErrorBoundary>
            <Suspense fallback={<LoadingScreen />}>
              <Router base={DRIVE_BASE}>
                <Switch>
                  <Route path={drivePaths.signIn}>
                    <SignedOut />
                  </Route>
                  <Route path={drivePaths.signOut}>
                    <SignedIn title={SIGN_OUT_TITLE}>
                      <DriveSignOutPage />
                    </SignedIn>
                  </Route>
                  {DRIVE_FLOWS.map((flow) => (
                    <Route key={flow.id} path={flow.path}>
                      <SignedIn title={flow.label}>
                        <FlowScreen flow={flow} />
                      </SignedIn>
                    </Route>
                  ))}
                  <Route path={drivePaths.home}>
                    <SignedIn title={HOME_TITLE}>
                      <DriveHomePage />
                    </SignedIn>
                  </Route>
                  <Route>
                    <Redirect to={driveLinks.home()} replace />
                  </Route>
                </Switch>
              </Router>
            </Suspense>
          </ChunkErrorBoundary>
        </DriveContext.Provider>
      </ClientContext.Provider>
    </I18nProvider>
  );
}
