import { association, m } from "@ssem/core";
import { Container } from "~/components/ui/page";
import { ExternalLink } from "~/components/ui/external-link";
import { LocalizedLink } from "~/components/ui/localized-link";
import { useLocale } from "~/lib/locale";

export function SiteFooter() {
  const locale = useLocale();
  return (
    <footer className="surface-dark mt-auto border-t border-border bg-slate-900 text-slate-200">
      <Container className="flex flex-col gap-6 py-10 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold text-white">{association.name}</p>
          <p className="mt-1 text-sm">
            <a className="inline-flex min-h-6 items-center underline underline-offset-2" href={`mailto:${association.infoEmail}`}>
              {association.infoEmail}
            </a>
          </p>
        </div>
        <ul aria-label={m.footer_social_media_label({}, { locale })} className="flex gap-4">
          {association.socialLinks.map((social) => (
            <li key={social.network}>
              <ExternalLink href={social.url} className="rounded-md px-2 py-1 font-medium text-white underline underline-offset-2">
                {social.network}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </Container>
      <Container className="flex flex-col gap-2 border-t border-slate-700 py-5 text-sm text-slate-300 sm:flex-row sm:justify-between">
        {/* The year is rendered at build time; a visit in a later year must not count as a hydration error. */}
        <p suppressHydrationWarning>
          {m.footer_copyright({ year: String(new Date().getFullYear()), associationName: association.name }, { locale })}
        </p>
        <LocalizedLink to="/legal" className="inline-flex min-h-6 items-center underline underline-offset-2">
          {m.nav_legal({}, { locale })}
        </LocalizedLink>
      </Container>
    </footer>
  );
}
