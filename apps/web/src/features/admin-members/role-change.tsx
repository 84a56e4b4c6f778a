import { type AssignableRole, assignableRoles, m, type Role, roleLabel } from "@ssem/core";
import { useState } from "react";
import { Button, ButtonRow } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
import { errorMessageIn } from "~/lib/error-message";
import { useLocale } from "~/lib/locale";
import { useChangeRole } from "./api";

/** The role the select shows: admin wins over member; "none" when the person has no role row. */
const currentRole = (roles: readonly Role[]): AssignableRole | "none" | "pending" =>
  roles.includes("admin") ? "admin" : roles.includes("member") ? "member" : roles.includes("pending") ? "pending" : "none";

/**
 * The spec's role change, in the member list and the person view: the choice is staged, Save
 * Changes applies it, Cancel discards it. Its two parts (the select, then the buttons while a
 * choice is staged) go into the caller's row.
 */
export function RoleChange({ id, name, roles, disabled = false }: { id: string; name: string; roles: readonly Role[]; disabled?: boolean }) {
  const saved = currentRole(roles);
  const [staged, setStaged] = useState<string>(saved);
  const changeRole = useChangeRole();
  const locale = useLocale();
  const selectId = `role-${id}`;

  const save = () =>
    changeRole.mutate(
      { id, role: staged as AssignableRole },
      {
        onSuccess: () => notify.success(m.person_role_updated({}, { locale }), m.person_role_updated_text({ name, role: roleLabel(staged as AssignableRole, locale) }, { locale })),
        onError: (error) => notify.error(m.person_role_update_error({}, { locale }), errorMessageIn(error, locale)),
      },
    );

  return (
    <>
      <div className="w-full @container sm:w-48">
        <Label htmlFor={selectId}>{m.admin_filter_role({}, { locale })}</Label>
        <Select id={selectId} value={staged} onChange={(event) => setStaged(event.target.value)} disabled={disabled || changeRole.isPending}>
          {!assignableRoles.includes(saved as AssignableRole) && (
            <option value={saved} disabled>
              {roleLabel(saved, locale)}
            </option>
          )}
          {assignableRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role, locale)}
            </option>
          ))}
        </Select>
      </div>
      {staged !== saved && (
        <ButtonRow className="flex-1">
          <Button onClick={save} disabled={changeRole.isPending}>
            {m.person_save_changes({}, { locale })}
          </Button>
          <Button variant="outline" onClick={() => setStaged(saved)} disabled={changeRole.isPending}>
            {m.dash_cancel({}, { locale })}
          </Button>
        </ButtonRow>
      )}
    </>
  );
}
