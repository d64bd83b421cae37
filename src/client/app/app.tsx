import { I18nProvider } from "@lingui/react";
import { Suspense } from "react";
import { Redirect, Route, Switch } from "wouter";
import { i18n } from "../i18n/i18n";
import { LoadingScreen } from "../ui/loading-screen";
import { ClientContext, useAppState } from "./client-context";
import { NotFoundPage } from "./not-found-page";
import type { PortalClient } from "./portal-client";
import { routeTable, type RouteEntry } from "./route-table";
import { landing } from "./routes";

/** Applies a route's access rule: portal screens need a session, sign-in screens need none. */
function Guarded({ entry }: { entry: RouteEntry }) {
  const status = useAppState((s) => s.session.status);
  if (status === "resuming") return <LoadingScreen />;
  if (entry.access === "signedIn" && status !== "signedIn") return <Redirect to={landing.signedOut()} replace />;
  if (entry.access === "signedOut" && status === "signedIn") return <Redirect to={landing.signedIn()} replace />;
  const Component = entry.component;
  return <Component />;
}

export function App({ client }: { client: PortalClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <ClientContext.Provider value={client}>
        <Suspense fallback={<LoadingScreen />}>
          <Switch>
            {routeTable.map((entry) => (
              <Route key={entry.path} path={entry.path}>
                <Guarded entry={entry} />
              </Route>
            ))}
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </Suspense>
      </ClientContext.Provider>
    </I18nProvider>
  );
}
