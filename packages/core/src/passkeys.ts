import { enteredPasswordSchema } from "./membership";
import { lineText } from "./text";
import { z } from "./zod";
import { formMessages } from "./form-messages";

/** How long a passkey's name may be: enough for "Laptop at the hospital", short enough for a list row. */
export const PASSKEY_NAME_MAX = 50;

export const passkeyNameSchema = lineText("Name", PASSKEY_NAME_MAX).pipe(z.string().min(1, formMessages.passkeyName));

// WebAuthn sends its binary parts as base64url; a few KiB is more than any authenticator writes.
const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]*$/, "Not base64url");
const authenticatorAttachment = z.enum(["platform", "cross-platform"]).optional();
const clientExtensionResults = z.record(z.string().max(64), z.unknown());
const transports = z.array(z.enum(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"])).max(8);

/** What every credential in WebAuthn's JSON form carries besides its `response`. */
const credentialFields = {
  id: base64url(1024).min(1),
  rawId: base64url(1024).min(1),
  type: z.literal("public-key"),
  authenticatorAttachment,
  clientExtensionResults,
};

/** What `navigator.credentials.create` answered, in the JSON form of WebAuthn level 3 (and @simplewebauthn/browser). */
const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: base64url(16384).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** What `navigator.credentials.get` answered. */
const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16384),
    signature: base64url(4096),
    userHandle: base64url(1024).optional(),
  }),
});

/** POST /api/auth/passkey/generate-register-options: the password again before the browser is asked to make a passkey. */
export const passkeyRegistrationOptionsSchema = z.object({ password: enteredPasswordSchema });

/**
 * DELETE /api/me/passkeys/:id: the password again (issue 39), as for adding one: a session left open
 * must not be enough to take away the member's way of signing in.
 */
export const removePasskeySchema = z.object({ password: enteredPasswordSchema });

/** POST /api/auth/passkey/verify-registration: the new passkey and the name the member gave it. */
export const passkeyRegistrationSchema = z.object({ name: passkeyNameSchema, response: registrationResponseSchema });

/** POST /api/auth/passkey/verify-authentication: the signed challenge, which names the passkey by its id. */
export const passkeyAuthenticationSchema = z.object({ response: authenticationResponseSchema });

/** A passkey as the member dashboard lists it: never key material. */
export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };
