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
    ["/it/about", ["Vai al contenuto", ">Chi siamo<", ">Accesso soci<", "Tutti i diritti riservati."]],
  ])("speaks the language of %s", (path, texts) => {
    const html = shellAt(path);
    for (const text of texts) expect(html).toContain(text);
    expect(html).not.toContain("All rights reserved.");
  });
});
