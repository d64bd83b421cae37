import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from "@headlessui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";

import { fullName } from "../../../shared/rules/people";
import { usePortalClient } from "../../app/client-context";
import { completePayload } from "../../sync/complete-payload";

export interface PickedEmployee {
  userId: string;
  name: string;
}

export interface EmployeePickerProps {
  value: PickedEmployee | undefined;
  onChange: (employee: PickedEmployee | undefined) => void;
  className: string;
  /** The user had focused the stand-in (employee-picker.tsx): the real field takes the focus. */
  autoFocus?: boolean;
}

/**
 * The check-ins list's employee filter (docs/checkins.md "Screens"): type a name or email, pick a person of the
 * company from the server's people list (ten at a time, however large the company).
 */
export function EmployeeCombobox({ value, onChange, className, autoFocus }: EmployeePickerProps) {
  const { t } = useLingui();
  const client = usePortalClient();
  const [query, setQuery] = useState("");
  const [options, setOptions] = useState<PickedEmployee[]>([]);
  useEffect(() => {
    let live = true;
    completePayload(
      client.session.api.userList({
        filter: { search: query.trim(), status: "all" },
        sort: { column: "name", direction: "asc" },
        offset: 0,
        limit: 10,
        fields: ["first", "last"],
      }),
    )
      .then(
        (page) =>
          live &&
          setOptions(
            page.ids.map((userId, i) => ({
              userId,
              name: fullName({ first: page.columns.first?.[i] ?? "", last: page.columns.last?.[i] ?? "" }),
            })),
          ),
      )
      .catch(() => live && setOptions([]));
    return () => {
      live = false;
    };
  }, [client, query]);
  return (
    <Combobox
      value={value ?? null}
      onChange={(picked: PickedEmployee | null) => onChange(picked ?? undefined)}
      onClose={() => setQuery("")}
      by="userId"
    >
      <div className="relative flex">
        <ComboboxInput
          aria-label={t`Employee`}
          placeholder={t`Any employee`}
          className={`${className} w-56 max-w-full pr-16`}
          displayValue={(picked: PickedEmployee | null) => picked?.name ?? ""}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
          autoFocus={autoFocus}
          data-testid="employee-filter"
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange(undefined)}
            className="absolute inset-y-0 right-7 px-1 text-slate-600 dark:text-slate-300"
            aria-label={t`Any employee`}
          >
            ×
          </button>
        )}
        <ComboboxButton
          className="absolute inset-y-0 right-0 flex items-center px-2 text-slate-600 dark:text-slate-300"
          aria-label={t`Show employees`}
        >
          <span aria-hidden="true">▾</span>
        </ComboboxButton>
      </div>
      <ComboboxOptions
        anchor="bottom start"
        modal={false}
        className="z-50 max-h-72 w-[var(--input-width)] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg [--anchor-gap:4px] empty:invisible dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
      >
        {options.length === 0 ? (
          <p className="px-3 py-2 text-slate-600 dark:text-slate-300">
            <Trans>No employee matches.</Trans>
          </p>
        ) : (
          options.map((option) => (
            <ComboboxOption
              key={option.userId}
              value={option}
              className="cursor-default px-3 py-1.5 data-[focus]:bg-blue-100 data-[selected]:font-semibold dark:data-[focus]:bg-blue-900"
            >
              {option.name}
            </ComboboxOption>
          ))
        )}
      </ComboboxOptions>
    </Combobox>
  );
}
