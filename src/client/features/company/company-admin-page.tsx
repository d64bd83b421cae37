import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";

import type { CompanyAdminFields, CompanyDetails } from "../../../shared/generated/company";
import { useAppState, useCurrentUser, usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import type { FieldProblems } from "../../ui/form/form-problems";
import { splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { peopleProblemMessage } from "../users";
import { ADMIN_FORM_FIELDS, CompanyAdminInputs, adminPayload, adminProblems } from "./company-admin-fields";
import { CompanyAdminSummary } from "./company-admin-summary";
import { cleanedCompanyFields } from "./company-form-state";
import { companyLinks } from "./company-routes";
import { useCompanyDetails } from "./use-company-details";

const FORM_FIELDS: ReadonlySet<string> = new Set(ADMIN_FORM_FIELDS);
const creditText = (admin: CompanyAdminFields | undefined) =>
  admin?.creditCents !== undefined ? (admin.creditCents / 100).toFixed(2) : "";

/**
 * `/portal/operator/{companyId}/admin` (administrators only, docs/billing.md "Who may do what"): the company's
 * billing and admin fields, read and edited on one screen. Anyone else gets "You do not have permission to access the
 * portal" — the server neither sends these fields to them nor accepts them from them.
 */
export function CompanyAdminPage() {
  const roles = useAppState((s) => s.session.roles);
  if (!roles.includes("administrator")) {
    return (
      <PortalLayout>
        <div data-testid="not-allowed">
          <ErrorRow error={{ messageId: "UnauthorizedException", hint: "" }} />
        </div>
      </PortalLayout>
    );
  }
  return <CompanyAdminScreen />;
}

function CompanyAdminScreen() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { company } = useCurrentUser();
  const { details, problem: loadProblem, setDetails } = useCompanyDetails();
  const [editing, setEditing] = useState(false);
  const [admin, setAdmin] = useState<CompanyAdminFields>({});
  const [credit, setCredit] = useState("");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const timeZone = company?.timeZone || undefined;

  if (!details)
    return loadProblem ? (
      <PortalLayout>
        <ErrorRow error={loadProblem} />
      </PortalLayout>
    ) : (
      <LoadingScreen />
    );

  const startEditing = () => {
    setAdmin(details.admin ?? {});
    setCredit(creditText(details.admin));
    setProblems({});
    setBanner(undefined);
    setEditing(true);
  };
  const touched = (path: string) => {
    setBanner(undefined);
    setProblems((current) => (current[path] ? { ...current, [path]: undefined } : current));
  };
  const message = (path: string) => (problems[path] ? peopleProblemMessage(i18n, problems[path]!) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = adminPayload(admin, credit);
    const found = adminProblems(payload, credit);
    if (Object.keys(found).length > 0) {
      setProblems(found);
      focusFirstInvalid();
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      // CompanySaveRequest replaces the editable fields too: they go back as they were loaded.
      const saved: CompanyDetails = await completePayload(
        client.session.api.companySave({ fields: cleanedCompanyFields(details.fields), admin: payload }),
      );
      setDetails(saved);
      setEditing(false);
    } catch (error) {
      const split = splitNestedServerError(toServerError(error), FORM_FIELDS);
      setBanner(split.banner);
      if (Object.keys(split.fields).length > 0) {
        setProblems(split.fields);
        focusFirstInvalid();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-semibold" data-testid="admin-title">
            <Trans>Administration of {details.fields.name}</Trans>
          </h1>
          {!editing && (
            <Button className="ml-auto" onClick={startEditing}>
              <Trans>Edit</Trans>
            </Button>
          )}
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>Billing and administration fields. Only administrators see and change them.</Trans>
        </p>
        {editing ? (
          <form
            ref={formRef}
            onSubmit={submit}
            noValidate
            className="flex flex-col gap-4"
            data-testid="company-admin-form"
          >
            <div className="grid gap-4 rounded-lg border border-amber-300 p-4 sm:grid-cols-2 dark:border-amber-700">
              <CompanyAdminInputs
                admin={admin}
                credit={credit}
                onCredit={(text) => {
                  setCredit(text);
                  touched("admin.creditCents");
                }}
                onField={(key, value) => {
                  setAdmin((current) => ({ ...current, [key]: value }));
                  touched(`admin.${key}`);
                }}
                message={message}
                timeZone={timeZone}
              />
            </div>
            <ErrorRow error={banner} />
            <div className="flex gap-2">
              <Button type="submit" disabled={busy}>
                <Trans>Save</Trans>
              </Button>
              <Button variant="secondary" onClick={() => setEditing(false)}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </form>
        ) : (
          <CompanyAdminSummary admin={details.admin ?? {}} />
        )}
        {company && (
          <Link
            className="self-start text-sm text-blue-700 underline dark:text-blue-300"
            href={companyLinks.display(company.id)}
          >
            {t`Back to the company`}
          </Link>
        )}
      </div>
    </PortalLayout>
  );
}
