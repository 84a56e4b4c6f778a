import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "../db/client";
import { oneTimeTokens, tokenTypes, user } from "../db/schema";

export type TokenType = (typeof tokenTypes)[number];

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long an e-mailed link works. Invites last a week (ADR 005): the invitee did not ask for
 * the mail and may read it days later, and the link only lets them set their own password.
 */
export const tokenLifetimeMs: Record<TokenType, number> = {
  signup: 24 * HOUR_MS,
  recovery: HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
};

/** Only this hash of an e-mailed token is stored, here and for the mailing list's confirmations. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A random token for an e-mailed link: 256 bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString("base64url");

type Writer = Pick<Database, "insert" | "update">;

/** Creates a token for the user and retires any earlier unused token of the same type. */
export async function issueToken(db: Writer, userId: string, type: TokenType): Promise<string> {
  const token = randomToken();
  const now = new Date();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.type, type), isNull(oneTimeTokens.usedAt)));
  await db.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    userId,
    type,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[type]),
  });
  return token;
}

function usable(token: string, types: readonly TokenType[]) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
    ...(types.length === 1 ? [eq(oneTimeTokens.type, types[0]!)] : []),
  );
}

/** Who a still-usable token belongs to, without using it up (the set-password form shows the e-mail). */
export async function peekToken(db: Database, token: string, types: readonly TokenType[]) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, type: oneTimeTokens.type, email: user.email })
    .from(oneTimeTokens)
    .innerJoin(user, eq(user.id, oneTimeTokens.userId))
    .where(usable(token, types));
  return row && types.includes(row.type) ? row : null;
}

/** Uses a token up, atomically: of two concurrent requests only one gets the user id. */
export async function consumeToken(db: Writer, token: string, types: readonly TokenType[]): Promise<string | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, types))
    .returning({ userId: oneTimeTokens.userId, type: oneTimeTokens.type });
  return row && types.includes(row.type) ? row.userId : null;
}

/** Whose token this was, once it has been used: it stays stored (as a hash) until it expires. */
export async function spentTokenOwner(db: Database, token: string, type: TokenType) {
  const [row] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(oneTimeTokens)
    .innerJoin(user, eq(user.id, oneTimeTokens.userId))
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.type, type), isNotNull(oneTimeTokens.usedAt)));
  return row ?? null;
}
