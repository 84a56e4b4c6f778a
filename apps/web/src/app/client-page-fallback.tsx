import { m } from "@ssem/core";
import { LocalizedLink } from "~/components/ui/localized-link";
import { Container } from "~/components/ui/page";
import { useLocale } from "~/lib/locale";

/**
 * What the prerendered HTML of a page rendered in the browser (login, recover, the member area)
 * shows until its client loader has run: "Loading…", or, without JavaScript, what the page needs.
 * In the page's language: prerendered at /de/… it is German (ADR 029). Route modules export it as
 * their HydrateFallback.
 */
export function ClientPageFallback() {
  const locale = useLocale();
  return (
    <Container className="py-16">
      <p role="status" className="text-ink-muted noscript:hidden">
        {m.client_loading({}, { locale })}
      </p>
      <div className="hidden max-w-prose rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900 noscript:block">
        <h1 className="text-xl font-semibold">{m.client_needs_javascript_title({}, { locale })}</h1>
        <p className="mt-2">{m.client_needs_javascript_text({}, { locale })}</p>
        <LocalizedLink to="/" className="link mt-3 inline-block">
          {m.client_go_home({}, { locale })}
        </LocalizedLink>
      </div>
    </Container>
  );
}
