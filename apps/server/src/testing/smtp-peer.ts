import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on a local port for tests. It can be stopped and started again on the
 * same port to play an outage, be told to refuse messages with a temporary error, or to drop the
 * connection after a message's final dot, before its 250: the one moment when the sender cannot
 * know that the message arrived (ADR 004).
 */
export async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let dropAfterData = false;
  const sockets = new Set<Socket>();
  let port = 0;
  let server: SMTPServer | undefined;

  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (refuse) {
            const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
            return callback(error);
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          if (!dropAfterData) return callback();
          // Kept, but the sender never hears so: its connection ends without the 250.
          for (const socket of sockets) if (socket.remotePort === session.remotePort) socket.destroy();
        });
      },
    });
    server.server.on("connection", (socket: Socket) => {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  };

  await listen();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    refuseMessages(value: boolean) {
      refuse = value;
    },
    dropConnectionsAfterData(value: boolean) {
      dropAfterData = value;
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    restart: listen,
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** A received mail's header fields as a client reads them: unfolded, names in lower case, each field's values in order. */
export function mailHeaders(raw: string): Map<string, string[]> {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
  const fields = new Map<string, string[]>();
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).toLowerCase();
    fields.set(name, [...(fields.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return fields;
}

/** The body of a mail's part of this content type, its quoted-printable decoded (what nodemailer sends text in). */
export function mailPart(raw: string, contentType: string): string | undefined {
  const start = raw.search(new RegExp(`^Content-Type: ${contentType.replace("/", "\\/")}`, "im"));
  if (start < 0) return undefined;
  const part = raw.slice(start);
  const bodyStart = part.search(/\r?\n\r?\n/);
  const body = part.slice(bodyStart).replace(/^\s+/, "").split(/\r?\n--/)[0]!;
  if (!/^Content-Transfer-Encoding: quoted-printable/im.test(part.slice(0, bodyStart))) return body;
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
