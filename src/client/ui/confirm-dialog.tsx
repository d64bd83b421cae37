import { Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";

import type { ServerError } from "../sync/server-error";
import { Button } from "./button";
import { ErrorRow } from "./error-row";

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  busy: boolean;
  /** A failed reply, shown in the dialog's error row (docs/design/client-shell.md "Signing out"). */
  problem: ServerError | undefined;
  onBack: () => void;
  onConfirm: () => void;
}

/** A question with Back and a confirm button; Escape and a click outside mean Back. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  problem,
  onBack,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onBack} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl dark:bg-slate-900">
          <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
          <div className="mt-2 text-sm text-slate-600 dark:text-slate-300">{children}</div>
          <div className="mt-4">
            <ErrorRow error={problem} />
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="secondary" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
            <Button writes onClick={onConfirm} disabled={busy}>
              {confirmLabel}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
