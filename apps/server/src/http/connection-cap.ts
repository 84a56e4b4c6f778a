import type { Server } from "node:net";
import type { Env } from "../env";
import { clientNetwork } from "./client-ip";

/**
 * Connections one client (an IPv4 address or an IPv6 /64) may hold at once: the review streams it
 * may keep (REVIEW_STREAMS_PER_CLIENT) plus room for many people's browsers behind one address.
 */
export const CONNECTIONS_PER_CLIENT = 256;

/**
 * Closes a client's connections past CONNECTIONS_PER_CLIENT as soon as they are accepted, before
 * any byte is read. A burst of thousands of connections from one client otherwise holds a file
 * descriptor each until its request is answered, and at the open-file limit the server resets every
 * other visitor's connection too. Behind a proxy every connection comes from the proxy, which is
 * where such limits belong, so nothing is capped there.
 */
export function capConnectionsPerClient(server: Server, env: Pick<Env, "trustedProxies">, perClient = CONNECTIONS_PER_CLIENT) {
  if (env.trustedProxies > 0) return;
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const client = clientNetwork(socket.remoteAddress ?? "unknown");
    const count = (open.get(client) ?? 0) + 1;
    if (count > perClient) {
      socket.destroy();
      return;
    }
    open.set(client, count);
    socket.once("close", () => {
      const left = open.get(client)! - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    });
  });
}
