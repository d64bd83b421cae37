import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { Vehicle } from "../../../shared/generated/vehicles";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";
import { toServerError, type ServerError } from "../../sync/server-error";
import { uploadImage } from "../../sync/upload";
import { ErrorRow } from "../../ui/error-row";
import { editableFields } from "./editable-fields";

/** The vehicle's photo on the details screen, with upload (PNG, JPEG, GIF or WebP up to 2 MB). */
export function VehicleImage({ vehicle, onChange }: { vehicle: Vehicle; onChange: (vehicle: Vehicle) => void }) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [src, setSrc] = useState<string>();
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setSrc(undefined);
    if (!vehicle.imageId) return;
    let alive = true;
    completePayload(client.session.api.fileGet({ id: vehicle.imageId }))
      .then((file) => alive && setSrc(`data:${file.contentType};base64,${file.dataBase64}`))
      .catch((error: unknown) => alive && setProblem(toServerError(error)));
    return () => {
      alive = false;
    };
  }, [client, vehicle.imageId]);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const imageId = await uploadImage(file);
      onChange(await completePayload(client.session.api.vehicleSave({ id: vehicle.id, vehicle: { ...editableFields(vehicle), imageId } })));
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
        {src ? <img src={src} alt={t`Photo of ${vehicle.name}`} className="h-full w-full object-cover" data-testid="vehicle-image" /> : <span className="text-sm text-slate-600 dark:text-slate-300">{vehicle.imageId ? t`Loading photo…` : t`No photo yet`}</span>}
      </div>
      <label className="cursor-pointer self-start rounded-md border border-slate-300 px-3 py-2 text-sm">
        {busy ? <Trans>Uploading…</Trans> : <Trans>Upload a photo</Trans>}
        <input type="file" accept="image/png,image/jpeg,image/gif,image/webp" className="sr-only" disabled={busy} onChange={(e) => void upload(e.target.files?.[0])} data-testid="image-input" />
      </label>
      {fileProblem ? (
        <span role="alert" className="text-sm text-red-700 dark:text-red-400" data-testid="field-error">
          {fileProblem.problem === "tooLarge" ? t`Images can be up to 2 MB.` : t`Choose a PNG, JPEG, GIF or WebP image.`}
        </span>
      ) : (
        <ErrorRow error={problem} />
      )}
    </div>
  );
}
