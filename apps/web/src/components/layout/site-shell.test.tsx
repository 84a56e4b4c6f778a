import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The site shell as prerendering writes it at `path`: its texts come from the catalogue in the path's language (ADR 029). */
function shellAt(path: string): string {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <SiteHeader signedIn={false} />
          <SiteFooter />
        </>
      ),
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} />);
}

describe("the site shell", () => {
  it("keeps its English texts at today's paths", () => {
    const html = shellAt("/about");
    for (const text of ["Skip to content", 'aria-label="Main"', ">Menu<", ">About Us<", ">Imprint &amp; Privacy Policy<", ">Member Login<", 'aria-label="Social media"', "All rights reserved."])
      expect(html).toContain(text);
  });

  it.each([
    ["/de/about", ["Zum Inhalt springen", 'aria-label="Hauptnavigation"', ">Menü<", ">Über uns<", ">Impressum &amp; Datenschutz<", "Alle Rechte vorbehalten."]],
    ["/fr/about", ["Aller au contenu", ">À propos<", ">Connexion membres<", "Tous droits réservés."]],
    ["/it/about", ["Passare al contenuto", ">Chi siamo<", ">Accesso soci<", "Tutti i diritti riservati."]],
  ])("speaks the language of %s", (path, texts) => {
    const html = shellAt(path);
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain("All rights reserved.");
  });

  it("keeps its links in the page's language, sign-in too", () => {
    const html = shellAt("/de/emergency-medicine/career-paths");
    for (const href of ['href="/de"', 'href="/de/about"', 'href="/de/legal"', 'href="/de/auth?next=%2Fde%2Femergency-medicine%2Fcareer-paths"']) expect(html).toContain(href);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/de\/emergency-medicine"/);
    expect(html).not.toContain('href="/about"');
  });

  it("offers this page in every language as plain links, each named in its own language, the current one marked", () => {
    const html = shellAt("/fr/events?tab=calendar");
    /** The opening tags of the links named `name`. */
    const links = (name: string) => [...html.matchAll(new RegExp(`<a ([^>]*)>${name}</a>`, "g"))].map((match) => match[1]!);
    for (const [lang, href, name] of [["en", "/events?tab=calendar", "English"], ["de", "/de/events?tab=calendar", "Deutsch"], ["fr", "/fr/events?tab=calendar", "Français"], ["it", "/it/events?tab=calendar", "Italiano"]]) {
      // One in the phone menu, one in the wide header's list.
      expect(links(name!)).toHaveLength(2);
      for (const attributes of links(name!)) {
        for (const attribute of [`href="${href}"`, `lang="${lang}"`, `hrefLang="${lang}"`]) expect(attributes).toContain(attribute);
        expect(attributes.includes('aria-current="true"')).toBe(lang === "fr");
      }
    }
    expect(html).toContain('aria-label="Langue"');
    expect(html).toContain(">Langue: </span>FR</button>");
  });
});
