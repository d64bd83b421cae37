import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { Redirect, Route, Switch, useParams } from "wouter";

import { i18n } from "../i18n/i18n";
import { toServerError, type ServerError } from "../sync/server-error";
import { ErrorRow } from "../ui/error-row";
import { LoadingScreen } from "../ui/loading-screen";
import { missingAccess } from "./access-gates";
import { ChunkErrorBoundary } from "./chunk-error-boundary";
import { ClientContext, useAppState, useCurrentUser, usePortalClient } from "./client-context";
import { withChunkTimeout } from "./lazy-screen";
import { useLocalSettings } from "./local-settings";
import { NotFoundPage, PortalLayoutLater } from "./not-found-page";
import { usePageTitle } from "./page-title";
import type { PortalClient } from "./portal-client";
import { routeTable, type RouteEntry } from "./route-table";
import { companyIdFromUrl, landing } from "./routes";

/**
 * A route with {companyId} works in that company: a company of the user's other than the current one is switched
 * to; a company the user is not a member of is refused (the server refuses it too).
 */
function CompanyScope({ children }: { children: React.ReactNode }) {
  const { companyId: segment } = useParams<{ companyId?: string }>();
  const { session } = usePortalClient();
  const current = useAppState((s) => s.session.companyId);
  const companies = useAppState((s) => s.entities.companies);
  const [problem, setProblem] = useState<ServerError>();
  const wanted = segment === undefined ? current : companyIdFromUrl(segment);
  const member = wanted !== undefined && companies[wanted] !== undefined;
  useEffect(() => {
    if (member && wanted !== current)
      session.switchCompany(wanted!).catch((error: unknown) => setProblem(toServerError(error)));
  }, [member, wanted, current, session]);
  if (!member || problem) {
    return (
      <PortalLayoutLater>
        <ErrorRow error={problem ?? { messageId: "UnauthorizedException", hint: "" }} />
      </PortalLayoutLater>
    );
  }
  if (wanted !== current) return <LoadingScreen />;
  return <>{children}</>;
}

/** What a refused screen shows (its code comes only when a screen is refused). */
const RefusedRoute = lazy(() =>
  withChunkTimeout(() => import("./refused-route")).then((m) => ({ default: m.RefusedRoute })),
);

/**
 * A screen the session may not use is not shown at all — no form to fill that only Save would refuse — but what it
 * needs, with a way back (docs/design/client-shell.md "Refused screens"). The server checks every event on its own.
 */
function AccessGate({ entry, children }: { entry: RouteEntry; children: ReactNode }) {
  const roles = useAppState((s) => s.session.roles);
  const { company } = useCurrentUser();
  const { v3 } = useLocalSettings();
  if (!entry.gate && !entry.event) return <>{children}</>;
  const need = missingAccess({ roles, features: company?.features ?? [], v3 }, entry);
  return need ? <RefusedRoute need={need} /> : <>{children}</>;
}

/** Applies a route's access rule: portal screens need a session, sign-in screens need none. */
function Guarded({ entry }: { entry: RouteEntry }) {
  const status = useAppState((s) => s.session.status);
  usePageTitle(entry.area ? null : entry.title);
  if (status === "resuming") return <LoadingScreen />;
  if (entry.access === "signedIn" && status !== "signedIn") return <Redirect to={landing.signedOut()} replace />;
  if (entry.access === "signedOut" && status === "signedIn") return <Redirect to={landing.signedIn()} replace />;
  const Component = entry.component;
  if (entry.access === "signedIn" && !entry.area) {
    return (
      <CompanyScope>
        <AccessGate entry={entry}>
          <Component />
        </AccessGate>
      </CompanyScope>
    );
  }
  return <Component />;
}

function NotFound({ page: Page }: { page: ComponentType }) {
  usePageTitle(NOT_FOUND_TITLE);
  return <Page />;
}
const NOT_FOUND_TITLE = msg`Page not found`;

/**
 * The first of `entries` that matches the address, with its access rule and title; none: Page not found (`notFound`
 * says how a route area shows it).
 */
export function RouteSwitch({
  entries,
  notFound = NotFoundPage,
}: {
  entries: readonly RouteEntry[];
  notFound?: ComponentType;
}) {
  return (
    <Switch>
      {entries.map((entry) => (
        <Route key={String(entry.path)} path={entry.path as string}>
          <Guarded entry={entry} />
        </Route>
      ))}
      <Route>
        <NotFound page={notFound} />
      </Route>
    </Switch>
  );
}

export function App({ client }: { client: PortalClient }) {
  return (
    <I18nProvider i18n={i18n}>
      <ClientContext.Provider value={client}>
        <ChunkErrorBoundary>
          <Suspense fallback={<LoadingScreen />}>
            <RouteSwitch entries={routeTable} />
          </Suspense>
        </ChunkErrorBoundary>
      </ClientContext.Provider>
    </I18nProvider>
  );
}
