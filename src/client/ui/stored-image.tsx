import { Trans, useLingui } from "@lingui/react/macro";
import { FileText } from "lucide-react";
import { useEffect, useState } from "react";

import { usePortalClient } from "../app/client-context";
import type { PortalClient } from "../app/portal-client";
import { completePayload } from "../sync/complete-payload";
import { toServerError, type ServerError } from "../sync/server-error";
import { ErrorRow } from "./error-row";
import { ImageViewer } from "./image-viewer";

// Uploaded files never change (a new upload is a new id), so a file read once can be shown again without asking.
// A few only: each is up to ~2.7 MB of base64.
const CACHE_SIZE = 12;
const cache = new Map<string, Promise<string>>();

function loadDataUrl(client: PortalClient, fileId: string): Promise<string> {
  const cached = cache.get(fileId);
  if (cached) return cached;
  const loading = completePayload(client.session.api.fileGet({ id: fileId })).then(
    (file) => `data:${file.contentType};base64,${file.dataBase64}`,
  );
  loading.catch(() => cache.delete(fileId));
  cache.set(fileId, loading);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return loading;
}

/** One of the company's uploaded files (FileGetRequestEvent) as a data: URL for an <img>; undefined while it loads. */
export function useStoredFileUrl(fileId: string | undefined): {
  src: string | undefined;
  problem: ServerError | undefined;
} {
  const client = usePortalClient();
  const [loaded, setLoaded] = useState<{ fileId: string; src?: string; problem?: ServerError }>();
  useEffect(() => {
    if (!fileId) return;
    let alive = true;
    loadDataUrl(client, fileId).then(
      (src) => alive && setLoaded({ fileId, src }),
      (error: unknown) => alive && setLoaded({ fileId, problem: toServerError(error) }),
    );
    return () => {
      alive = false;
    };
  }, [client, fileId]);
  const current = loaded?.fileId === fileId ? loaded : undefined;
  return { src: current?.src, problem: current?.problem };
}

interface StoredImageProps {
  fileId: string;
  /** What the picture shows (its alternative text and the full-size view's name). */
  alt: string;
  /** Size and fit of the thumbnail. */
  className: string;
  testId?: string;
}

/** A stored picture as a thumbnail button that opens it full size. */
export function StoredImage({ fileId, alt, className, testId }: StoredImageProps) {
  const { t } = useLingui();
  const { src, problem } = useStoredFileUrl(fileId);
  const [open, setOpen] = useState(false);
  if (problem) return <ErrorRow error={problem} />;
  if (!src) {
    return (
      <span
        className={`flex items-center justify-center bg-slate-100 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300 ${className}`}
      >
        <Trans>Loading…</Trans>
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="block rounded focus:outline-none focus:ring-2 focus:ring-blue-500"
        title={t`Open full size`}
      >
        <img src={src} alt={alt} className={className} data-testid={testId} />
      </button>
      <ImageViewer open={open} src={src} alt={alt} onClose={() => setOpen(false)} />
    </>
  );
}

/** The upload sent its name URI-encoded (X-File-Name); a name that does not decode is kept as it is. */
function savedName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

interface StoredDocumentProps {
  fileId: string;
  /** The name the download is saved under. */
  fileName: string;
  /** What the document is, for the button's accessible name. */
  label: string;
  className: string;
  testId?: string;
}

/**
 * A stored PDF as a tile that saves it (docs/files.md "Showing a file"): browsers open a downloaded PDF in their own
 * viewer, so the portal needs no PDF renderer of its own. The bytes come over the websocket like any file.
 */
export function StoredDocument({ fileId, fileName, label, className, testId }: StoredDocumentProps) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [problem, setProblem] = useState<ServerError>();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const file = await completePayload(client.session.api.fileGet({ id: fileId }));
      const bytes = Uint8Array.from(atob(file.dataBase64), (c) => c.charCodeAt(0));
      const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
      const link = document.createElement("a");
      link.href = url;
      link.download = savedName(fileName);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setProblem(toServerError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex flex-col gap-1">
      <button
        type="button"
        onClick={() => void download()}
        disabled={busy}
        className={`flex flex-col items-center justify-center gap-1 bg-slate-50 text-slate-700 hover:bg-slate-100 focus:outline-none focus:ring-2 focus:ring-blue-500 dark:bg-slate-800 dark:text-slate-200 dark:hover:bg-slate-700 ${className}`}
        data-testid={testId}
      >
        <FileText aria-hidden="true" className="h-8 w-8" />
        {/* The name is what the tile shows, preceded by what it does for a screen reader ("Download Medical PDF"):
            a name that did not contain the visible text would fail WCAG 2.5.3 "Label in Name". */}
        <span className="sr-only">{t`Download ${label}`} </span>
        <span className="text-xs font-semibold">{busy ? <Trans>Loading…</Trans> : "PDF"}</span>
      </button>
      {problem && <ErrorRow error={problem} />}
    </span>
  );
}
