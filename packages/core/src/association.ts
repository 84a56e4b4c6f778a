/**
 * The association's identity: the one place to change its name, addresses and profiles.
 *
 * PLACEHOLDER values: the specification does not name the association, its addresses or its
 * profiles. Everything below marked PLACEHOLDER must be replaced by the board before going live;
 * the example.org addresses are reserved and can never reach a real person by accident.
 */
export const association = {
  /**
   * PLACEHOLDER: the association's registered name. The German, French and Italian texts put the feminine article
   * before it ("bei der …", "de la …", "della …"), as "Association" takes; a name of another gender needs the
   * catalogue's texts with {associationName} changed (mail/templates.test.ts checks the mails for a bare preposition).
   */
  name: "Swiss Student Association for Emergency Medicine",
  /** PLACEHOLDER: the short name used in the header and in e-mail subjects. */
  shortName: "SSAEM",
  /** PLACEHOLDER: the general info address (contact page, hub feedback notice, imprint). */
  infoEmail: "info@example.org",
  /** PLACEHOLDER: the address privacy requests go to. */
  privacyEmail: "privacy@example.org",
  /** PLACEHOLDER: postal address for the imprint. */
  postalAddress: ["[Association address, line 1]", "[Postcode and town]", "Switzerland"],
  socialLinks: [
    /** PLACEHOLDER: replace with the association's profile. */
    { network: "Instagram", url: "https://www.instagram.com/" },
    /** PLACEHOLDER: replace with the association's profile. */
    { network: "LinkedIn", url: "https://www.linkedin.com/" },
  ],
  /**
   * PLACEHOLDER: who hosts the website and its data, and where. The privacy policy names both, as
   * art. 19(4) FADP asks for the country of every recipient.
   */
  hosting: { name: "[Hosting provider]", country: "[country of its data centre]" },
  /** PLACEHOLDER: who delivers the association's e-mail, and where. */
  mailProvider: { name: "[E-mail provider]", country: "[country of its servers]" },
  /** PLACEHOLDER: the year the association was founded. */
  foundedYear: 2024,
} as const;

export type Association = typeof association;
