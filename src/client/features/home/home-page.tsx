import { Trans } from "@lingui/react/macro";
import { useCurrentUser } from "../../app/client-context";
import { PortalLayout } from "../../ui/portal-layout";

/** `/portal/home`: greets the user by first name and shows the company they are working in. */
export function HomePage() {
  const { user, company } = useCurrentUser();
  const first = user?.first ?? "";
  const companyName = company?.name ?? "";
  return (
    <PortalLayout>
      <h1 className="text-2xl font-semibold" data-testid="home-heading">
        <Trans>Welcome back, {first}</Trans>
      </h1>
      <p className="mt-2 text-slate-600">
        <Trans>
          You are working in <strong data-testid="home-company">{companyName}</strong>.
        </Trans>
      </p>
    </PortalLayout>
  );
}
