import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";

import { DRIVE_SESSION_KEYS } from "../../../drive/drive-client";
import { ServerError, toServerError } from "../../../sync/server-error";
import { uploadImage } from "../../../sync/upload";
import { ErrorRow } from "../../../ui/error-row";
import { StoredImage } from "../../../ui/stored-image";
import { shrinkPhoto } from "./shrink-photo";

/** The server keeps at most six photos per answer (schema InspectionAnswerInput.photoIds). */
export const MAX_PHOTOS = 6;

/**
 * Photos of a defect: the phone's rear camera opens at once (capture=environment), each photo is shrunk and uploaded
 * (POST /api/v1/files) and the answer keeps its id. An upload needs signal; without it the driver is told so and the
 * rest of the inspection carries on.
 */
export function PhotoInput({
  photoIds,
  onChange,
  part,
}: {
  photoIds: readonly string[];
  onChange: (ids: string[]) => void;
  part: number;
}) {
  const { t } = useLingui();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ServerError>();
  const add = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setProblem(undefined);
    if (!navigator.onLine)
      return setProblem(
        new ServerError("ConnectionLost", t`You are offline: photos can be added once you are back online.`, 0),
      );
    setBusy(true);
    try {
      const uploaded = await uploadImage(await shrinkPhoto(file), DRIVE_SESSION_KEYS);
      onChange([...photoIds, uploaded]);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {photoIds.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {photoIds.map((photoId, index) => (
            <li key={photoId} className="flex flex-col items-center gap-1">
              <StoredImage
                fileId={photoId}
                alt={t`Photo ${index + 1} of part ${part}`}
                className="h-20 w-20 rounded-lg object-cover"
              />
              <button
                type="button"
                className="min-h-11 px-2 text-sm text-red-700 underline dark:text-red-400"
                onClick={() => onChange(photoIds.filter((x) => x !== photoId))}
              >
                <Trans>Remove</Trans>
              </button>
            </li>
          ))}
        </ul>
      )}
      {photoIds.length < MAX_PHOTOS && (
        <label
          htmlFor={id}
          className={`flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-slate-400 text-base font-medium dark:border-slate-500 ${busy ? "opacity-60" : ""}`}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
            <circle cx="12" cy="13.5" r="3.5" />
          </svg>
          {busy ? <Trans>Uploading the photo…</Trans> : <Trans>Add a photo</Trans>}
          <input
            id={id}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={busy}
            onChange={(e) => void add(e.target.files).finally(() => (e.target.value = ""))}
            data-testid="photo-input"
          />
        </label>
      )}
      <ErrorRow error={problem} />
    </div>
  );
}
