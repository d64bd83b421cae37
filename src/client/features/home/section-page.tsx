import { Redirect, useParams } from "wouter";

import { NotFoundPage } from "../../app/not-found-page";
import { companyIdFromUrl, links } from "../../app/routes";
import { checkInLinks } from "../checkins";

/**
 * Sections of the generic /portal/operator/{companyId}/{section} whose screen has another address. The route
 * has already switched to the company in the address (CompanyScope), so the screen shows that company.
 */
const SECTION_TARGETS: Record<string, (companyId: string) => string> = {
  checkins: () => checkInLinks.list(),
  dashboard: (companyId) => links.v3Dashboard(companyId),
};

/** Sends a known section on to its screen; anything else is "Page not found", as an unknown address is. */
export function SectionPage() {
  const { companyId, section } = useParams<{ companyId?: string; section?: string }>();
  const id = companyIdFromUrl(companyId);
  const target = section ? SECTION_TARGETS[section.toLowerCase()] : undefined;
  if (!id || !target) return <NotFoundPage />;
  return <Redirect to={target(id)} replace />;
}
