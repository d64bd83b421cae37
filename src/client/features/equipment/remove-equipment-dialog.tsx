import { Trans } from "@lingui/react/macro";

import type { Equipment } from "../../../shared/generated/equipment";
import type { ServerError } from "../../sync/server-error";
import { ConfirmDialog } from "../../ui/confirm-dialog";

interface RemoveEquipmentDialogProps {
  equipment: Equipment;
  open: boolean;
  busy: boolean;
  problem: ServerError | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The vehicles' removal wording for equipment (docs/equipment.md "Rules"): removal is soft and can be undone. */
export function RemoveEquipmentDialog({
  equipment,
  open,
  busy,
  problem,
  onCancel,
  onConfirm,
}: RemoveEquipmentDialogProps) {
  const name = equipment.name;
  const serial = equipment.serial ?? "";
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Remove equipment</Trans>}
      confirmLabel={<Trans>Remove</Trans>}
      busy={busy}
      problem={problem}
      onBack={onCancel}
      onConfirm={onConfirm}
    >
      <p>
        <Trans>
          Are you sure you want to remove equipment {name} ({serial})?
        </Trans>
      </p>
      <p className="mt-1 text-xs text-slate-500">
        <Trans>You can restore it later from the removed equipment.</Trans>
      </p>
    </ConfirmDialog>
  );
}
