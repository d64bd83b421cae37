import { Trans } from "@lingui/react/macro";
import { Link } from "wouter";

import type { HomeStatsDomain } from "../../../shared/generated/home";
import { useCurrentUser } from "../../app/client-context";
import { inspectionLinks } from "../inspections";

const LINK = "text-blue-700 hover:underline dark:text-blue-300";

/** Under a domain's chart: its list, filtered to what needs attention (docs/home.md "Tiles link to filtered lists"). */
export function StatsLinks({ domain }: { domain: HomeStatsDomain }) {
  const { company } = useCurrentUser();
  if (!company || domain !== "inspections") return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      <Link
        href={inspectionLinks.list(company.id, { openDefectsOnly: true })}
        className={LINK}
        data-testid="stats-link-open-defects"
      >
        <Trans>Inspections with open defects</Trans>
      </Link>
      <Link
        href={inspectionLinks.list(company.id, { status: "major" })}
        className={LINK}
        data-testid="stats-link-major"
      >
        <Trans>Inspections with a major defect open</Trans>
      </Link>
    </p>
  );
}
