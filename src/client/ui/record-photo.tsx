import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import { usePortalClient } from "../app/client-context";
import { completePayload } from "../sync/complete-payload";
import { toServerError, type ServerError } from "../sync/server-error";
import { uploadImage } from "../sync/upload";
import { ErrorRow } from "./error-row";

interface RecordPhotoProps {
  /** The record's photo (a company file), if it has one. */
  imageId: string | undefined;
  /** Whose photo: the image's alt text says "Photo of {name}". */
  name: string;
  /** Saves the uploaded file as the record's photo (the record's own save event). */
  save: (imageId: string) => Promise<void>;
}

/**
 * A record's photo on its details screen, with upload (PNG, JPEG, GIF or WebP up to 2 MB, the files upload path):
 * vehicles and equipment show theirs with it.
 */
export function RecordPhoto({ imageId, name, save }: RecordPhotoProps) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [src, setSrc] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSrc(undefined);
    if (!imageId) return;
    let alive = true;
    completePayload(client.session.api.fileGet({ id: imageId }))
      .then((file) => alive && setSrc(`data:${file.contentType};base64,${file.dataBase64}`))
      .catch((error: unknown) => alive && setProblem(toServerError(error)));
    return () => {
      alive = false;
    };
  }, [client, imageId]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await save(await uploadImage(file));
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };

  // A problem with the chosen file is said under the upload button, not as a banner about the request.
  const fileProblem = problem?.fields?.find((f) => f.path === "file");
  return (
    <div className="flex flex-col gap-2">
      <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100 dark:border-slate-700 dark:bg-slate-800">
        {src ? (
          <img src={src} alt={t`Photo of ${name}`} className="h-full w-full object-cover" data-testid="vehicle-image" />
        ) : (
          <span className="text-sm text-slate-600 dark:text-slate-300">
            {imageId ? t`Loading photo…` : t`No photo yet`}
          </span>
        )}
      </div>
      <label className="cursor-pointer self-start rounded-md border border-slate-300 px-3 py-2 text-sm">
        {busy ? <Trans>Uploading…</Trans> : <Trans>Upload a photo</Trans>}
        <input
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(e) => void upload(e.target.files?.[0])}
          data-testid="image-input"
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
    </div>
  );
}
