import { Container } from "~/components/ui/page";

/**
 * What the prerendered HTML of a page rendered in the browser (login, recover, the member area)
 * shows until its client loader has run: "Loading…", or, without JavaScript, what the page needs.
 * Route modules export it as their HydrateFallback.
 */
export function ClientPageFallback() {
  return (
    <Container className="py-16">
      <p role="status" className="text-ink-muted noscript:hidden">
        Loading…
      </p>
      <div className="hidden max-w-prose rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900 noscript:block">
        <h1 className="text-xl font-semibold">This page needs JavaScript</h1>
        <p className="mt-2">
          Logging in and the member area work only with JavaScript. Please turn it on in your browser and reload the page. All public pages of
          this website work without it.
        </p>
        <a href="/" className="link mt-3 inline-block">
          Go to the home page
        </a>
      </div>
    </Container>
  );
}
