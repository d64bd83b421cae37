import { useLingui } from "@lingui/react/macro";

import { TextField } from "../../ui/text-field";

/** "New password" and "Confirm new password", with their problems shown beside them. */
export function NewPasswordFields(props: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={(e) => props.onPassword(e.target.value)}
        error={props.errors.password}
      />
      <TextField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        value={props.confirmation}
        onChange={(e) => props.onConfirmation(e.target.value)}
        error={props.errors.confirmation}
      />
    </>
  );
}
