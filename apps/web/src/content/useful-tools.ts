import type { Confirmable, LinkData } from "./link-data";

const base = "/emergency-medicine/useful-tools";

/** Play Store searches rather than guessed app-page URLs: they always lead to the current listing. */
const playStoreSearch = (term: string) => `https://play.google.com/store/search?q=${encodeURIComponent(term)}&c=apps`;

export const usefulToolsPage = {
  title: "Useful tools",
  intro:
    "Apps and websites that help you learn emergency medicine and look things up quickly on shift. All are run by others; we link to their official sites.",
};

export type ToolApp = {
  name: string;
  description: string;
  androidUrl: string;
  /**
   * The app's own App Store page, or null while it is not known: the App Store cannot be searched
   * through a link (apple.com's search does not list apps), so the page then shows no iOS button.
   */
  iosUrl: string | null;
} & Confirmable;

export const toolApps: ToolApp[] = [
  {
    name: "Defikarte.ch",
    description:
      "A map of automated external defibrillators (AEDs) in Switzerland that shows the nearest device and the way to it. The locations are maintained by the community on OpenStreetMap, and anyone can add a missing AED.",
    androidUrl: playStoreSearch("Defikarte"),
    iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
  },
  {
    name: "Notfallguru",
    description:
      "The app of the German pocket emergency guide: concise, practical instructions for common emergencies, ready for quick use on shift. The app is a one-time purchase.",
    androidUrl: playStoreSearch("Notfallguru"),
    iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
  },
  {
    name: "Quick EM",
    // PLACEHOLDER: the specification names the app but does not describe it.
    description: "A description of this app will follow.",
    toBeConfirmed: true,
    androidUrl: playStoreSearch("Quick EM"),
    iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
  },
  {
    name: "Anki",
    description:
      "A free, open-source flashcard app with spaced repetition, widely used by medical students; shared decks exist for many topics. AnkiDroid for Android is free, AnkiMobile for iOS is paid.",
    androidUrl: playStoreSearch("AnkiDroid"),
    iosUrl: "https://apps.apple.com/app/ankimobile-flashcards/id373493387",
  },
];

export type ToolWebsite = {
  name: string;
  /** Short text for the card on the useful tools page. */
  description: string;
  url: string;
  path: string;
  badge?: "Login Required";
  /** Set when the website's address could not be confirmed; the card marks its Visit Website link. */
  urlToBeConfirmed?: true;
  intro: string[];
  highlights: { title: string; items: string[] };
  note?: { title: string; text: string };
  links: LinkData[];
};

/** A website whose address could not be confirmed (ADR 007): its card and its page both carry the marker. */
function unconfirmedWebsite(href: string): Pick<ToolWebsite, "url" | "urlToBeConfirmed" | "links"> {
  return { url: href, urlToBeConfirmed: true, links: [{ label: "Visit Website", href, toBeConfirmed: true }] };
}

export const toolWebsites: ToolWebsite[] = [
  {
    name: "Die Kliniker",
    description: "A platform made by physicians: free learning scripts and community events around Lucerne.",
    ...unconfirmedWebsite("https://www.diekliniker.ch"),
    path: `${base}/die-kliniker`,
    intro: [
      "Die Kliniker is a platform made by physicians for students and young doctors. It turns clinical knowledge into compact learning material and brings people together in person.",
    ],
    highlights: {
      title: "What you find there",
      items: [
        "Free scripts on clinical topics, written for learning and for everyday work on the ward.",
        "Community events around Lucerne to learn together and meet physicians.",
      ],
    },
  },
  {
    name: "IBCC",
    description: "The Internet Book of Critical Care: a free online textbook of critical care medicine.",
    url: "https://emcrit.org/ibcc/toc/",
    path: `${base}/ibcc`,
    intro: [
      "The Internet Book of Critical Care (IBCC) is a free online textbook of critical care medicine, published on the EMCrit website. Its chapters are concise, evidence-based and regularly updated, and cover the problems you meet in the intensive care unit and the emergency department.",
    ],
    highlights: {
      title: "What you find there",
      items: [
        "Chapters on diagnosis and management, from shock and respiratory failure to toxicology.",
        "Algorithms, tables and pitfalls for quick orientation.",
        "Podcast episodes that go with many chapters.",
      ],
    },
    note: {
      title: "Check local guidelines",
      text: "Some algorithms follow the US system, for example in drug availability and procedures. Always consult the local guidelines of your hospital.",
    },
    links: [
      { label: "Open the IBCC", href: "https://emcrit.org/ibcc/toc/" },
      { label: "Visit EMCrit", href: "https://emcrit.org" },
    ],
  },
  {
    name: "Life in the Fast Lane",
    description: "A free emergency and critical care education site, known for its ECG library.",
    url: "https://litfl.com",
    path: `${base}/life-in-the-fast-lane`,
    intro: [
      "Life in the Fast Lane (LITFL) is a free emergency medicine and critical care education site and one of the best-known resources of free open access medical education (FOAMed).",
    ],
    highlights: {
      title: "What you find there",
      items: [
        "The ECG library: examples and explanations of ECG findings.",
        "The critical care compendium with concise reviews of critical care topics.",
        "Toxicology, clinical cases and quizzes to test yourself.",
      ],
    },
    links: [
      { label: "Visit Website", href: "https://litfl.com" },
      { label: "Open the ECG library", href: "https://litfl.com/ecg-library/" },
    ],
  },
  {
    name: "Medstandards",
    description: "A hospital knowledge tool with clinical standards and guidelines, accessible through your hospital.",
    ...unconfirmedWebsite("https://www.medstandards.ch"),
    path: `${base}/medstandards`,
    badge: "Login Required",
    intro: [
      "Medstandards is a knowledge tool that hospitals use to make their clinical standards, guidelines and procedures available to their staff in one place.",
    ],
    highlights: {
      title: "What you find there",
      items: [
        "The standards and guidelines of your hospital, quickly searchable.",
        "Procedures and checklists for everyday clinical work.",
      ],
    },
    note: {
      title: "Access",
      text: "Access via your hospital/institution account. If your hospital or institution uses Medstandards, ask during your rotation or at the start of your employment how to sign in.",
    },
  },
  {
    name: "Notfallguru",
    description: "A German pocket emergency guide, as a free website, an app and a printed handbook.",
    url: "https://www.notfallguru.de",
    path: `${base}/notfallguru`,
    intro: [
      "Notfallguru is a German pocket emergency guide with concise, practical instructions for the most common emergencies in the emergency department and in prehospital care.",
    ],
    highlights: {
      title: "Formats",
      items: ["Website: free to use.", "App: a one-time purchase.", "Handbook: a physical pocket book for your coat."],
    },
    links: [{ label: "Visit Website", href: "https://www.notfallguru.de" }],
  },
];
