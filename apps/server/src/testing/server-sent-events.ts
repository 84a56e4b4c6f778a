/** One Server-Sent Event as a browser's EventSource would dispatch it. */
export type ServerSentEvent = { event: string; id?: string; data: string };

/** Reads Server-Sent Events from a streaming response until `until` says enough, or `timeoutMs` passed. */
export async function readEvents(response: Response, until: (events: ServerSentEvent[]) => boolean, timeoutMs = 5000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: ServerSentEvent[] = [];
  let buffer = "";
  const deadline = Date.now() + timeoutMs;
  try {
    while (!until(events)) {
      const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), Math.max(0, deadline - Date.now())))]);
      if (!chunk || chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(block.split("\n").filter((line) => !line.startsWith(":")).map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 2)]));
        if (fields.data !== undefined) events.push({ event: fields.event ?? "message", id: fields.id, data: fields.data });
      }
    }
  } finally {
    await reader.cancel();
  }
  return events;
}
