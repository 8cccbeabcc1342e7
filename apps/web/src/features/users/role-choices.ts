import {
  shipToRolesSchema,
  type GrantableRole,
  type ManagedShipTo,
  type ShipToRoleInput,
  type UserAdminRecord,
} from '@spina/domain';

/** One ship-to in the roles editor: whether the user gets access there, the role, the extended permissions. */
export type ShipToChoice = { shipToId: string; included: boolean; roleId: string | null; extended: string[] };

/** The editor's rows: one per ship-to the manager manages, filled from the user's current roles when editing. */
export function initialChoices(shipTos: readonly ManagedShipTo[], user?: UserAdminRecord): ShipToChoice[] {
  return shipTos.map((shipTo) => {
    const held = user?.permissionSchema.find((entry) => entry.shipToId === shipTo.shipToId);
    return {
      shipToId: shipTo.shipToId,
      included: held !== undefined,
      roleId: held?.roleId ?? null,
      extended: held ? [...held.extendedPermissions] : [],
    };
  });
}

/** A choice with another role: the extended permissions the new role may still take are kept. */
export function withRole(choice: ShipToChoice, role: GrantableRole | undefined): ShipToChoice {
  return {
    ...choice,
    roleId: role?.id ?? null,
    extended: choice.extended.filter((section) => role?.grantableExtensions.includes(section)),
  };
}

/** The choice with an extended permission added or taken away. */
export function toggleExtension(choice: ShipToChoice, section: string, on: boolean): ShipToChoice {
  const rest = choice.extended.filter((item) => item !== section);
  return { ...choice, extended: on ? [...rest, section] : rest };
}

/**
 * 'A role must be chosen for each ship-to' (spec 3 §5) when a ship-to given access has no role, or when no
 * ship-to is given access at all; null when the choices may be sent. The rule is the domain's form schema.
 */
export function roleProblem(choices: readonly ShipToChoice[]): string | null {
  const rows = choices.filter((choice) => choice.included);
  const checked = shipToRolesSchema.safeParse(rows.map(({ shipToId, roleId }) => ({ shipToId, roleId })));
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

const asInput = (choice: ShipToChoice): ShipToRoleInput => ({
  shipToId: choice.shipToId,
  roleId: choice.roleId,
  extendedPermissions: [...choice.extended].sort(),
});

/** The roles of a new user, for CreateNewUser. */
export function invitationRoles(choices: readonly ShipToChoice[]): ShipToRoleInput[] {
  return choices.filter((choice) => choice.included).map(asInput);
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/**
 * What UpdateUser is sent: the ship-tos whose role or extended permissions changed, and those taken away.
 * Unchanged ship-tos are not sent, so that a role the manager could not grant themselves stays untouched.
 */
export function rolesUpdate(
  choices: readonly ShipToChoice[],
  user: UserAdminRecord,
): { permissionSchema: ShipToRoleInput[]; deletedShipToList: string[] } {
  const held = new Map(user.permissionSchema.map((entry) => [entry.shipToId, entry]));
  const changed = choices.filter((choice) => {
    const before = held.get(choice.shipToId);
    return (
      choice.included &&
      (!before || before.roleId !== choice.roleId || !sameSet(before.extendedPermissions, choice.extended))
    );
  });
  return {
    permissionSchema: changed.map(asInput),
    deletedShipToList: choices
      .filter((choice) => !choice.included && held.has(choice.shipToId))
      .map((choice) => choice.shipToId),
  };
}
