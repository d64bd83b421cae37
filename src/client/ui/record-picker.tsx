import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { PickerStandIn } from "./picker-stand-in";
import type { PickedRecord, RecordPickerProps } from "./record-combobox";
import { useIdleModule } from "./use-idle-module";

export type { PickedRecord };

/** The field's look, shared by the stand-in and the combobox so the swap does not move anything. */
export const RECORD_PICKER_FIELD =
  "rounded-md border border-slate-300 bg-white px-2 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

// Hoisted: the same function on every render, so the hook loads once.
const loadCombobox = () => import("./record-combobox");

/**
 * A filter that names one record found by typing (the inspections list's vehicle and driver filters). Its combobox
 * code (Headless UI) loads after the list has shown, outside the list page's own JavaScript; until then a read-only
 * stand-in shows the chosen record, and focusing it loads the combobox at once.
 */
export function RecordPicker(props: Omit<RecordPickerProps, "autoFocus">) {
  const { t } = useLingui();
  const { module, want } = useIdleModule(loadCombobox);
  const [focused, setFocused] = useState(false);
  const { label } = props;
  if (module) return <module.RecordCombobox {...props} autoFocus={focused} />;
  return (
    <div className="flex flex-col text-xs text-slate-600 dark:text-slate-300">
      <span aria-hidden="true">{props.label}</span>
      <div className="flex">
        <PickerStandIn
          label={props.label}
          placeholder={props.placeholder}
          text={props.value?.label ?? ""}
          className={`${RECORD_PICKER_FIELD} w-44`}
          onWanted={() => {
            setFocused(true);
            want();
          }}
        />
        {props.value && (
          <button
            type="button"
            className="ml-1 rounded-md px-2 text-base text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-700"
            onClick={() => props.onChange(undefined)}
            aria-label={t`Clear ${label}`}
          >
            ×
          </button>
        )}
      </div>
    </div>
  );
}
