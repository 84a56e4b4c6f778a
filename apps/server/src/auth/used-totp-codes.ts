import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { verification } from "../db/schema";

/**
 * How long a claimed code is remembered: better-auth accepts a code in the step before, the current and the next
 * 30-second step, so a code is good for at most 90 seconds; a little more covers the clocks' difference.
 */
const CLAIM_MS = 120_000;

/** better-auth's own verification rows are keyed by other prefixes; these hold a hash, never the code. */
const claimIdentifier = (userId: string, code: string) => `used-totp:${userId}:${createHash("sha256").update(`${userId}:${code}`).digest("hex")}`;

/** The answer for a code that has been used already, in better-auth's format, so it is refused like a wrong code. */
const usedCodeAnswer = () => new Response(JSON.stringify({ code: "TOTP_CODE_USED" }), { status: 401, headers: { "content-type": "application/json" } });

/**
 * Checks an authenticator code with `check` at most once (RFC 6238 §5.2: a code that has let someone in must not be
 * accepted again; ADR 027). better-auth would accept it for its whole life, so a code read over a shoulder or caught
 * by a phishing page would open a second session. The code is claimed before it is checked, under a lock on its
 * claim, so two requests with one code cannot both pass; a claim whose check failed is given back, so a wrong code
 * blocks nothing. Claims live in better-auth's verification table, whose expired rows housekeeping deletes.
 */
export async function checkTotpCodeOnce<Answer extends { response: Response }>(
  db: Database,
  userId: string,
  code: string,
  check: () => Promise<Answer>,
): Promise<Answer | { response: Response }> {
  const identifier = claimIdentifier(userId, code);
  const claimed = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${identifier}, 0))`);
    const [used] = await tx
      .select({ id: verification.id })
      .from(verification)
      .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, sql`now()`)));
    if (used) return null;
    const id = randomUUID();
    await tx.insert(verification).values({ id, identifier, value: userId, expiresAt: sql`now() + ${CLAIM_MS} * interval '1 millisecond'` });
    return id;
  });
  if (claimed === null) return { response: usedCodeAnswer() };
  let proved = false;
  try {
    const answer = await check();
    proved = answer.response.ok;
    return answer;
  } finally {
    if (!proved) await db.delete(verification).where(eq(verification.id, claimed));
  }
}
