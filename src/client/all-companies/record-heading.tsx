import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "wouter";

import type { CompanyRef } from "../../shared/generated/common";

/**
 * The title of an operator's read-only record: what it is, which company it belongs to, and the way back to the
 * cross-company list it was opened from.
 */
export function RecordHeading({
  title,
  company,
  backTo,
  children,
}: {
  title: ReactNode;
  company: CompanyRef;
  backTo: string;
  children?: ReactNode;
}) {
  const name = company.name;
  return (
    <div className="flex flex-col gap-2">
      <Link className="self-start text-sm text-blue-700 underline dark:text-blue-300" href={backTo}>
        <Trans>Back to the list</Trans>
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold" data-testid="record-title">
          {title}
        </h1>
        {children}
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="record-company">
        <Trans>
          Company: <span className="font-medium">{name}</span> · read only
        </Trans>
      </p>
    </div>
  );
}
