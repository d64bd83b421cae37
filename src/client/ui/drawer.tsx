import { useEffect, useRef, type ReactNode } from "react";

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  children: ReactNode;
}

/**
 * A menu panel sliding over the page's left edge, on the browser's own modal <dialog>: showModal() makes the page
 * behind inert (focus stays in the drawer), Escape closes it, and focus returns to the button that opened it. A
 * click on the dimmed backdrop closes it too. Native rather than a component library's dialog, because every
 * portal screen carries this layout and the library's dialog was ~13 KB gzip of it (docs/design/cold-loads.md
 * "Size budgets").
 */
export function Drawer({ open, onClose, label, children }: DrawerProps) {
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
      aria-label={label}
      data-testid="drawer"
      onClose={onClose}
      // The backdrop belongs to the dialog element: a click whose target is the dialog itself fell outside the panel.
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className="m-0 h-full max-h-none w-[220px] max-w-[85vw] bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60 dark:bg-slate-950 dark:text-slate-100"
    >
      <div className="flex h-full flex-col gap-4 overflow-y-auto p-2">{open && children}</div>
    </dialog>
  );
}
