import { type AssignableRole, assignableRoles, type Role } from "@ssem/core";
import { useState } from "react";
import { Button, ButtonRow } from "~/components/ui/button";
import { Label, Select } from "~/components/ui/input";
import { notify } from "~/components/ui/toaster";
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
  const selectId = `role-${id}`;

  const save = () =>
    changeRole.mutate(
      { id, role: staged as AssignableRole },
      {
        onSuccess: () => notify.success("Role updated", `${name} is now ${staged}.`),
        onError: (error) => notify.error("Error updating role", error.message),
      },
    );

  return (
    <>
      <div className="w-full @container sm:w-48">
        <Label htmlFor={selectId}>Role</Label>
        <Select id={selectId} value={staged} onChange={(event) => setStaged(event.target.value)} disabled={disabled || changeRole.isPending}>
          {!assignableRoles.includes(saved as AssignableRole) && (
            <option value={saved} disabled>
              {saved}
            </option>
          )}
          {assignableRoles.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </Select>
      </div>
      {staged !== saved && (
        <ButtonRow className="flex-1">
          <Button onClick={save} disabled={changeRole.isPending}>
            Save Changes
          </Button>
          <Button variant="outline" onClick={() => setStaged(saved)} disabled={changeRole.isPending}>
            Cancel
          </Button>
        </ButtonRow>
      )}
    </>
  );
}
