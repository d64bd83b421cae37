import { Trans } from "@lingui/react/macro";

import { PortalLayout } from "../../ui/portal-layout";
import { WhatsNewList } from "./whats-new-list";

/** `/portal/operator/{companyId}/whatsnew` and `/portal/operator/whatsnew`: the release notes. */
export function WhatsNewPage() {
  return (
    <PortalLayout>
      <div className="flex max-w-3xl min-w-0 flex-col gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>What's new</Trans>
        </h1>
        <WhatsNewList level={2} />
      </div>
    </PortalLayout>
  );
}
