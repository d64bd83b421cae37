import type { PlatformStats } from "../../../shared/generated/operator";
import { useAppState } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { useCompanyQuery } from "../home";

/** The admin home's figures, asked once per screen (administrators only: nobody else is let ask). */
export function usePlatformStats() {
  const admin = useAppState((s) => s.session.roles.includes("administrator"));
  return useCompanyQuery<PlatformStats>(admin ? "platform-stats" : undefined, (api) =>
    completePayload(api.platformStats({})),
  );
}
