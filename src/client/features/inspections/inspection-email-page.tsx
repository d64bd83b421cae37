import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";

import { isEmpty, isValidEmailList } from "../../../shared/rules/compliance";
import { usePortalClient } from "../../app/client-context";
import type { Locale } from "../../i18n/locales";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { Button } from "../../ui/button";
import { ErrorRow } from "../../ui/error-row";
import { Field } from "../../ui/field";
import { splitServerError, type FieldProblems } from "../../ui/form/form-problems";
import { useFocusFirstInvalid } from "../../ui/form/use-focus-first-invalid";
import { LoadingScreen } from "../../ui/loading-screen";
import { PortalLayout } from "../../ui/portal-layout";
import { RecordNotFound } from "../../ui/record-not-found";
import { InspectionHeader } from "./inspection-header";
import { inspectionProblemMessage } from "./inspection-problem-messages";
import { useInspectionFromUrl } from "./use-inspection";

/** The server's limit (schema InspectionEmailRequest): at most 20 addresses a mail. */
const MAX_ADDRESSES = 20;
const FORM_FIELDS = new Set(["addresses", "message"]);

/** Every item of the comma list an email, the list not empty: a mail needs someone (docs/inspections.md "Rules"). */
function addressProblems(addresses: string): FieldProblems {
  if (isEmpty(addresses)) return { addresses: { problem: "required" } };
  if (!isValidEmailList(addresses)) return { addresses: { problem: "emailList" } };
  const count = addresses.split(",").length;
  return count > MAX_ADDRESSES ? { addresses: { problem: "tooMany", limit: MAX_ADDRESSES } } : {};
}

/** `/inspections/{id}/email`: sends the report PDF to the addresses typed (through the outbox). */
export function InspectionEmailPage() {
  const { t, i18n } = useLingui();
  const client = usePortalClient();
  const { inspection, problem: loadProblem } = useInspectionFromUrl();
  const [addresses, setAddresses] = useState("");
  const [message, setMessage] = useState("");
  const [problems, setProblems] = useState<FieldProblems>({});
  const [banner, setBanner] = useState<ServerError>();
  const [sentTo, setSentTo] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  if (!inspection) return loadProblem ? <RecordNotFound error={loadProblem} /> : <LoadingScreen />;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    setSentTo(undefined);
    const found = addressProblems(addresses);
    setProblems(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid();
    setBusy(true);
    try {
      const locale = i18n.locale as Locale;
      const answer = await completePayload(
        client.session.api.inspectionEmail({
          inspectionId: inspection.id,
          addresses: addresses.trim(),
          ...(message.trim() ? { message: message.trim() } : {}),
          ...(locale !== "pseudo" ? { locale } : {}),
        }),
      );
      setSentTo(answer.addresses);
      setAddresses("");
      setMessage("");
    } catch (error) {
      const split = splitServerError(toServerError(error), "", FORM_FIELDS);
      setProblems(split.fields);
      setBanner(split.banner);
      focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  };
  const messageFor = (field: string) => {
    const found = problems[field];
    return (
      found &&
      (found.problem === "required" ? t`Enter at least one email address.` : inspectionProblemMessage(i18n, found))
    );
  };
  return (
    <PortalLayout>
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <InspectionHeader inspection={inspection} />
        <form
          ref={formRef}
          onSubmit={(e) => void send(e)}
          noValidate
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="text-lg font-semibold">
            <Trans>Email the report</Trans>
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            <Trans>The report is attached as a PDF. Mail can take a few minutes to arrive.</Trans>
          </p>
          <Field label={t`Email addresses, separated by commas`} error={messageFor("addresses")}>
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="email"
                autoComplete="off"
                value={addresses}
                onChange={(e) => setAddresses(e.target.value)}
              />
            )}
          </Field>
          <Field label={t`Message (optional)`} error={messageFor("message")}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={2000}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <ErrorRow error={banner} />
          {sentTo && (
            <p
              role="status"
              className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
              data-testid="email-sent"
            >
              <Trans>The report is on its way to {sentTo.join(", ")}.</Trans>
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      </div>
    </PortalLayout>
  );
}
