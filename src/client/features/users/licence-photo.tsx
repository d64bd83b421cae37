import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";

import type { Person } from "../../../shared/generated/users";
import { fullName } from "../../../shared/rules/people";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { uploadImage } from "../../sync/upload";
import { ErrorRow } from "../../ui/error-row";
import { StoredImage } from "../../ui/stored-image";

/**
 * The photo of a person's licence on the licence screen: shown as a picture that opens full size, with
 * upload and replace (PNG, JPEG, GIF or WebP up to 2 MB, through POST /api/v1/files, then
 * EmployeeLicencePhotoSaveRequestEvent links it to the person's employee row).
 */
export function LicencePhoto({ person, onChange }: { person: Person; onChange: (person: Person) => void }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const photoId = person.employee.licencePhotoId;
  const name = fullName(person.user);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const licencePhotoId = await uploadImage(file);
      onChange(
        await completePayload(client.session.api.employeeLicencePhotoSave({ userId: person.user.id, licencePhotoId })),
      );
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  const fileProblem = problem?.fields?.find((f) => f.path === "file");
  return (
    <section
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
      aria-labelledby="licence-photo-heading"
    >
      <h2 id="licence-photo-heading" className="text-xs uppercase tracking-wide text-slate-500">
        {t`Photo of the licence`}
      </h2>
      {photoId ? (
        <StoredImage
          fileId={photoId}
          alt={t`Licence of ${name}`}
          className="max-h-64 w-auto max-w-full rounded border border-slate-200 object-contain dark:border-slate-700"
          testId="licence-photo"
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-300">
          <Trans>No photo of the licence yet.</Trans>
        </p>
      )}
      <label className="cursor-pointer self-start rounded-md border border-slate-300 px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-blue-500 dark:border-slate-600">
        {busy ? <Trans>Uploading…</Trans> : photoId ? <Trans>Replace the photo</Trans> : <Trans>Upload a photo</Trans>}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          data-testid="licence-photo-input"
        />
      </label>
      {fileProblem ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {fileProblem.problem === "tooLarge"
            ? t`Images can be up to 2 MB.`
            : t`Choose a PNG, JPEG, GIF or WebP image.`}
        </span>
      ) : (
        <ErrorRow error={problem} />
      )}
    </section>
  );
}
