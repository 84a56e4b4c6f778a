import { type CBORType, encodeCBOR } from "@levischuck/tiny-cbor";
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import { TEST_ORIGIN } from "./test-app";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();
const uint32 = (value: number) => Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

/**
 * An authenticator in software, for API tests: a P-256 key pair whose answers to a challenge are
 * what a browser sends after `navigator.credentials.create` and `.get` (WebAuthn level 3 JSON,
 * "none" attestation, ES256), so the server's real verification runs. `userVerified: false` plays
 * a security key that was touched without a PIN. (e2e uses Chromium's virtual authenticator.)
 */
export function softwarePasskey({ rpId = new URL(TEST_ORIGIN).hostname, origin = TEST_ORIGIN } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const { x, y } = publicKey.export({ format: "jwk" });
  const credentialId = randomBytes(16);
  const id = credentialId.toString("base64url");
  let counter = 0;

  function authenticatorData({ attested, userVerified }: { attested: boolean; userVerified: boolean }) {
    counter += 1;
    // Flags: user present, user verified, attested credential data included.
    const flags = 0x01 | (userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
    const parts = [sha256(rpId), Buffer.from([flags]), uint32(counter)];
    if (attested) {
      const coseKey = new Map<number, CBORType>([
        [1, 2], // EC2
        [3, -7], // ES256
        [-1, 1], // P-256
        [-2, new Uint8Array(Buffer.from(x!, "base64url"))],
        [-3, new Uint8Array(Buffer.from(y!, "base64url"))],
      ]);
      parts.push(Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, Buffer.from(encodeCBOR(coseKey)));
    }
    return Buffer.concat(parts);
  }
  const clientData = (type: "webauthn.create" | "webauthn.get", challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    register({ challenge }: { challenge: string }, { userVerified = true } = {}) {
      const attestationObject = encodeCBOR(
        new Map<string, CBORType>([
          ["fmt", "none"],
          ["attStmt", new Map<string, CBORType>()],
          ["authData", new Uint8Array(authenticatorData({ attested: true, userVerified }))],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: clientData("webauthn.create", challenge).toString("base64url"),
          attestationObject: Buffer.from(attestationObject).toString("base64url"),
          transports: ["internal" as const],
        },
        clientExtensionResults: {},
      };
    },
    authenticate({ challenge }: { challenge: string }, { userVerified = true } = {}) {
      const data = authenticatorData({ attested: false, userVerified });
      const client = clientData("webauthn.get", challenge);
      return {
        id,
        rawId: id,
        type: "public-key" as const,
        response: {
          clientDataJSON: client.toString("base64url"),
          authenticatorData: data.toString("base64url"),
          signature: sign("sha256", Buffer.concat([data, sha256(client)]), privateKey).toString("base64url"),
        },
        clientExtensionResults: {},
      };
    },
  };
}
