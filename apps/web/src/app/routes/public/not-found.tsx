import { localeOfPath, m } from "@ssem/core";
import { useEffect } from "react";
import { useLocation, type MetaFunction } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { LocalizedLink } from "~/components/ui/localized-link";
import type { SignInHandle } from "~/components/layout/nav-items";
import { Container } from "~/components/ui/page";
import { documentTitle } from "~/app/page-meta";
import { useLocale } from "~/lib/locale";

export const meta: MetaFunction = ({ location }) => [
  { title: documentTitle(m.not_found_title({}, { locale: localeOfPath(location.pathname) })) },
  { name: "robots", content: "noindex" },
];

/** The address is unknown: signing in from here goes to the dashboard, not back to it. */
export const handle: SignInHandle = { signInReturnsHere: false };

export default function NotFound() {
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    // The server logs every miss too; this line helps whoever follows a broken link in dev tools.
    console.warn("404: no page at", pathname);
  }, [pathname]);

  return (
    <Container className="flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-black text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{m.not_found_heading({}, { locale })}</h1>
      <p className="mt-3 text-ink-muted">{m.not_found_text({}, { locale })}</p>
      <LocalizedLink to="/" className={cn(buttonClasses(), "mt-8")}>
        {m.error_return_home({}, { locale })}
      </LocalizedLink>
    </Container>
  );
}
