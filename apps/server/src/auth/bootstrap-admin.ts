import { eq } from "drizzle-orm";
import { createAccount, lockAdminChanges, setRole } from "../accounts/accounts";
import type { Database } from "../db/client";
import { profiles, user, userRoles } from "../db/schema";
import { hashPassword } from "./password";
import type { PasswordCost } from "./password-cost";

export type BootstrapResult = "created" | "promoted" | "unchanged";

type AdminCredentials = { email: string; password: string };

/**
 * Makes sure the configured account exists and is an admin. Safe to run at every start:
 * an existing account keeps its password and data; only its role and status are set. Several
 * processes starting together take turns (the admin-roles lock), so the first creates the account
 * and the others find it: none fails on the address being taken.
 */
export async function bootstrapAdmin(db: Database, admin: AdminCredentials, cost: PasswordCost): Promise<BootstrapResult> {
  const passwordHash = await hashPassword(admin.password, cost);
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    return ensureAdmin(tx, admin.email, passwordHash);
  });
}

/**
 * Creates `admin` unless there is an admin already (a fresh machine's first start), and tells
 * whether it did: of several processes starting together on an empty database, exactly one does,
 * and only its password is the one to print.
 */
export async function createFirstAdmin(db: Database, admin: AdminCredentials, cost: PasswordCost): Promise<boolean> {
  const passwordHash = await hashPassword(admin.password, cost);
  return db.transaction(async (tx) => {
    await lockAdminChanges(tx);
    if (await hasAdmin(tx)) return false;
    await ensureAdmin(tx, admin.email, passwordHash);
    return true;
  });
}

async function ensureAdmin(tx: Database, address: string, passwordHash: string): Promise<BootstrapResult> {
  const email = address.trim().toLowerCase();
  const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email));
  const userId = existing?.id ?? (await createAccount(tx, { email, status: "approved", role: "admin", emailVerified: true, passwordHash }));
  await tx.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  await tx
    .insert(profiles)
    .values({ id: userId, email, status: "approved" })
    .onConflictDoUpdate({ target: profiles.id, set: { status: "approved" } });

  const current = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  const alreadyAdminOnly = current.length === 1 && current[0]!.role === "admin";
  if (!alreadyAdminOnly) await setRole(tx, userId, "admin");
  if (!existing) return "created";
  return alreadyAdminOnly ? "unchanged" : "promoted";
}

/** Whether any admin exists yet; used to tell a newcomer how to sign in on the first start. */
export async function hasAdmin(db: Database): Promise<boolean> {
  const rows = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).limit(1);
  return rows.length > 0;
}
