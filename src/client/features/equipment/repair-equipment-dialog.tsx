import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import type { Equipment } from "../../../shared/generated/equipment";
import type { ServerError } from "../../sync/server-error";
import { ConfirmDialog } from "../../ui/confirm-dialog";

interface RepairEquipmentDialogProps {
  equipment: Equipment;
  open: boolean;
  busy: boolean;
  problem: ServerError | undefined;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}

/** "Mark repaired": what was done, in a note that stays on the equipment with who repaired it and when. */
export function RepairEquipmentDialog({
  equipment,
  open,
  busy,
  problem,
  onCancel,
  onConfirm,
}: RepairEquipmentDialogProps) {
  const { t } = useLingui();
  const [note, setNote] = useState("");
  useEffect(() => {
    if (open) setNote("");
  }, [open]);
  const name = equipment.name;
  return (
    <ConfirmDialog
      open={open}
      title={<Trans>Mark repaired</Trans>}
      confirmLabel={<Trans>Mark repaired</Trans>}
      busy={busy || note.trim() === ""}
      problem={problem}
      onBack={onCancel}
      onConfirm={() => onConfirm(note.trim())}
    >
      <p>
        <Trans>{name} goes back in service once its defects are repaired.</Trans>
      </p>
      <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-800 dark:text-slate-200">
        {t`What was repaired`}
        <textarea
          className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-800"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          data-testid="repair-note"
        />
      </label>
    </ConfirmDialog>
  );
}
