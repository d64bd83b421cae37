import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

import { PickerStandIn } from "../../ui/picker-stand-in";
import { useIdleModule } from "../../ui/use-idle-module";
import type { EmployeePickerProps, PickedEmployee } from "./employee-combobox";

export type { PickedEmployee };

// Hoisted: the same function on every render, so the hook loads once.
const loadCombobox = () => import("./employee-combobox");

/** The employee filter; its combobox code loads after the list has shown, so the list page's first load stays small. */
export function EmployeePicker(props: Omit<EmployeePickerProps, "autoFocus">) {
  const { t } = useLingui();
  const { module, want } = useIdleModule(loadCombobox);
  const [focused, setFocused] = useState(false);
  if (module) return <module.EmployeeCombobox {...props} autoFocus={focused} />;
  return (
    <PickerStandIn
      label={t`Employee`}
      placeholder={t`Any employee`}
      text={props.value?.name ?? ""}
      className={`${props.className} w-56 max-w-full pr-16`}
      testId="employee-filter"
      onWanted={() => {
        setFocused(true);
        want();
      }}
    />
  );
}
