import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";

interface ImageViewerProps {
  open: boolean;
  src: string;
  alt: string;
  onClose: () => void;
}

/**
 * A picture at full size over the page, on the browser's modal <dialog> (as the menu drawer: Escape and a click on
 * the backdrop close it, focus returns to the thumbnail). Stored files travel as data: URLs, which a new tab may not
 * open (browsers block top-level data: navigation), so "full size" is shown here instead.
 */
export function ImageViewer({ open, src, alt, onClose }: ImageViewerProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-label={alt}
      data-testid="image-viewer"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-auto max-h-[95vh] max-w-[95vw] overflow-auto rounded-lg bg-white p-2 text-slate-900 shadow-xl backdrop:bg-slate-900/70 dark:bg-slate-900 dark:text-slate-100"
    >
      {open && (
        <div className="flex flex-col items-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm dark:border-slate-600"
          >
            {t`Close`}
          </button>
          <img src={src} alt={alt} className="h-auto max-w-full" data-testid="image-full" />
        </div>
      )}
    </dialog>
  );
}
