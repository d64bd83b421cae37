import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";

import { useAppState, useCurrentUser } from "../app/client-context";
import { links } from "../app/routes";

/**
 * The company name, clickable to switch company when the user belongs to several (docs/design/client-shell.md
 * "The signed-in shell").
 */
export function CompanyName() {
  const { t } = useLingui();
  const { company } = useCurrentUser();
  const several = useAppState((s) => Object.keys(s.entities.companies).length > 1);
  if (!company) return null;
  if (!several) {
    return (
      <span className="font-semibold" data-testid="company-name">
        {company.name}
      </span>
    );
  }
  return (
    <Link
      href={links.companies()}
      className="font-semibold text-blue-800 underline-offset-2 hover:underline dark:text-blue-300"
      data-testid="company-name"
      title={t`Switch company`}
    >
      {company.name}
    </Link>
  );
}
