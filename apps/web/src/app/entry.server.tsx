import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToReadableStream } from "react-dom/server";

/**
 * Renders the pages at build time (every page is prerendered: `ssr: false`), the whole document
 * at once. React Router's default streams and lets React outline a Suspense boundary that comes
 * after the first 12.8 kB (`progressiveChunkSize`): its content is then written twice, as the
 * fallback in place and as a hidden copy that a script swaps in, so /events held the Stay Updated
 * form twice, with one id on two inputs (issue 22). A static file gains nothing from outlining.
 */
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  let failed = false;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      failed = true;
      console.error(error);
    },
  });
  await stream.allReady;
  headers.set("Content-Type", "text/html");
  return new Response(stream, { headers, status: failed ? 500 : status });
}
