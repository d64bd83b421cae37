import { Trans } from "@lingui/react/macro";

import type { ServerError } from "../../sync/server-error";
import { ConfirmDialog } from "../../ui/confirm-dialog";

interface RemoveUserDialogProps {
  name: string;
  open: boolean;
  busy: boolean;
  problem: ServerError | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Are you sure you want to remove user {0}?", with the reminder to update the business insurance. */
export function RemoveUserDialog({ name, open, busy, problem, onCancel, onConfirm }: RemoveUserDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Remove user</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      busy={busy}
      problem={problem}
      onBack={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        <Trans>Are you sure you want to remove user {name}?</Trans>
      </p>
      <p className="mt-2" data-testid="insurance-reminder">
        <Trans>Remember to update your business insurance if this person drove for you.</Trans>
      </p>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>You can restore them later from the removed users.</Trans>
      </p>
    </ConfirmDialog>
  );
}
