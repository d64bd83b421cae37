import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState, type FormEvent } from "react";
import { Link } from "wouter";

import type { CompanyAdminFields } from "../../../shared/generated/company";
import type { AdminCompanyDetails, AdminCompanyState } from "../../../shared/generated/operator";
import { usePortalClient } from "../../app/client-context";
import { formatDate } from "../../i18n/format";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import type { FieldProblems } from "../../ui/form/form-problems";
import { splitNestedServerError } from "../../ui/form/nested-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import {
  ADMIN_FORM_FIELDS,
  CompanyAdminInputs,
  adminPayload,
  adminProblems,
  CompanyAdminSummary,
  DETAILS_BOX,
  DetailItem,
} from "../company";
import { peopleProblemMessage } from "../users";
import { AdminLoading, AdminPage } from "./admin-page";
import { adminLinks } from "./admin-routes";
import { ApiKeyPanel } from "./api-key-panel";
import { AuditTable } from "./audit-table";
import { COMPANY_SECTIONS, companySectionLink } from "./company-sections";
import { CompanyStateBadge } from "./company-state-badge";
import { useAdminCompany } from "./use-admin-company";

const FORM_FIELDS: ReadonlySet<string> = new Set([...ADMIN_FORM_FIELDS, "state"]);
const creditText = (admin: CompanyAdminFields) =>
  admin.creditCents !== undefined ? (admin.creditCents / 100).toFixed(2) : "";

/**
 * `/portal/admin/companys/{id}/details` (docs/operator.md "Screens"): one company as the operator sees it — its own
 * details, the admin-only fields and state edited here, its API key rotated here, and the audit log of every admin
 * change to it.
 */
export function CompanyDetailsPage() {
  const { details, problem, setDetails } = useAdminCompany();
  return (
    <AdminPage>
      {details ? (
        <CompanyDetailsScreen details={details} onSaved={setDetails} />
      ) : problem ? (
        <ErrorRow error={problem} />
      ) : (
        <AdminLoading />
      )}
    </AdminPage>
  );
}

function CompanyDetailsScreen({
  details,
  onSaved,
}: {
  details: AdminCompanyDetails;
  onSaved: (details: AdminCompanyDetails) => void;
}) {
  const { t, i18n } = useLingui();
  const companyId = details.company.id;
  const address = details.fields.address;
  const auditFilter = useMemo(() => ({ companyId }), [companyId]);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold" data-testid="admin-company-name">
          {details.fields.name}
        </h1>
        <CompanyStateBadge state={details.state} />
        <nav className="ml-auto flex gap-2 text-sm" aria-label={t`Company pages`}>
          <Link
            className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600"
            href={adminLinks.companyBilling(companyId)}
            data-testid="company-billing-link"
          >
            {t`Billing and features`}
          </Link>
          <Link
            className="rounded-md border border-slate-300 px-3 py-2 dark:border-slate-600"
            href={adminLinks.companies()}
          >
            {t`All companies`}
          </Link>
        </nav>
      </div>
      <nav
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
        aria-label={t`The company's screens, read-only`}
        data-testid="company-sections"
      >
        <span className="text-slate-600 dark:text-slate-300">
          <Trans>Its screens, read-only:</Trans>
        </span>
        {COMPANY_SECTIONS.map((section) => (
          <Link
            key={section.name}
            className="text-blue-700 underline dark:text-blue-300"
            href={companySectionLink(companyId, section)}
          >
            {i18n._(section.label)}
          </Link>
        ))}
      </nav>
      <dl className={DETAILS_BOX} data-testid="admin-company-details">
        <DetailItem label={t`Owner`}>
          {details.owner ? `${details.owner.first} ${details.owner.last} <${details.owner.email}>` : ""}
        </DetailItem>
        <DetailItem label={t`Created`}>{formatDate(details.createdDate)}</DetailItem>
        <DetailItem label={t`Website`}>{details.fields.website}</DetailItem>
        <DetailItem label={t`Email`}>{details.fields.email}</DetailItem>
        <DetailItem label={t`Phone`}>{details.fields.phone}</DetailItem>
        <DetailItem label={t`Location`}>
          {[
            address?.city,
            address?.jurisdiction ?? details.fields.jurisdiction,
            address?.country ?? details.fields.country,
          ]
            .filter(Boolean)
            .join(", ")}
        </DetailItem>
        <DetailItem label={t`Active vehicles`}>{String(details.vehicleCount)}</DetailItem>
        <DetailItem label={t`Active employees`}>{String(details.employeeCount)}</DetailItem>
      </dl>
      <AdminFieldsSection details={details} onSaved={onSaved} />
      <ApiKeyPanel
        companyId={companyId}
        apiKey={details.admin.apiKey}
        onRotated={(apiKey) => onSaved({ ...details, admin: { ...details.admin, apiKey } })}
      />
      <h2 className="text-lg font-semibold">
        <Trans>Audit log of this company</Trans>
      </h2>
      <AuditTable filter={auditFilter} withCompany={false} />
    </div>
  );
}

/** The admin-only fields and the company's state: read, or edited and saved with one audit entry. */
function AdminFieldsSection({
  details,
  onSaved,
}: {
  details: AdminCompanyDetails;
  onSaved: (details: AdminCompanyDetails) => void;
}) {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const [editing, setEditing] = useState(false);
  const [admin, setAdmin] = useState<CompanyAdminFields>({});
  const [credit, setCredit] = useState("");
  const [state, setState] = useState<AdminCompanyState>("active");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();

  const startEditing = () => {
    setAdmin(details.admin);
    setCredit(creditText(details.admin));
    setState(details.state);
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
    setBusy(true);
    try {
      onSaved(
        await completePayload(
          client.session.api.adminCompanySave({ companyId: details.company.id, admin: payload, state }),
        ),
      );
      setEditing(false);
    } catch (error) {
      const split = splitNestedServerError(toServerError(error), FORM_FIELDS);
      setBanner(split.banner);
      setProblems(split.fields);
      if (Object.keys(split.fields).length > 0) focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <section className="flex flex-col gap-2" aria-label={t`Billing and admin fields`}>
        <div className="flex items-center gap-3">
          <h2 className="text-lg font-semibold">
            <Trans>Billing and admin fields</Trans>
          </h2>
          <Button className="ml-auto" onClick={startEditing} data-testid="edit-admin-fields">
            <Trans>Edit</Trans>
          </Button>
        </div>
        <CompanyAdminSummary admin={details.admin} />
      </section>
    );
  }
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="admin-company-form">
      <h2 className="text-lg font-semibold">
        <Trans>Billing and admin fields</Trans>
      </h2>
      <div className="grid gap-4 rounded-lg border border-amber-300 p-4 sm:grid-cols-2 dark:border-amber-700">
        <Field label={t`State`} error={message("state")}>
          {(p) => (
            <select {...p} value={state} onChange={(e) => setState(e.target.value as AdminCompanyState)}>
              <option value="active">{t`Active`}</option>
              <option value="inactive">{t`Inactive (nobody can sign in)`}</option>
            </select>
          )}
        </Field>
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
          timeZone={details.fields.timeZone}
          apiKeyInput={false}
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
  );
}
