// The operator's read-only view of a company, client side (server: features/operator/view-as.ts). Starting and
// leaving are session events; the client then resumes its session into the company (or back into its own), so the
// store's session — company, features, the viewAs marker the banner reads — comes from the one resume path.
import type { PortalClient } from "../../app/portal-client";
import { completePayload } from "../../sync/complete-payload";

export async function viewCompanyReadOnly(client: PortalClient, companyId: string): Promise<void> {
  await completePayload(client.session.api.platformViewAsStart({ companyId }));
  await client.session.switchCompany(companyId);
}

export async function leaveReadOnlyView(client: PortalClient): Promise<void> {
  const { companyId } = await completePayload(client.session.api.platformViewAsStop({}));
  await client.session.switchCompany(companyId);
}
