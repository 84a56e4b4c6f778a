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
