import type { Confirmable, LinkData } from "./link-data";
import { localized } from "./localized";

const base = "/emergency-medicine/useful-tools";

/** Play Store searches rather than guessed app-page URLs: they always lead to the current listing. */
const playStoreSearch = (term: string) => `https://play.google.com/store/search?q=${encodeURIComponent(term)}&c=apps`;

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

export type ToolWebsite = {
  name: string;
  /** Short text for the card on the useful tools page. */
  description: string;
  url: string;
  path: string;
  /** "Login Required" in the reader's language. */
  badge?: string;
  /** Set when the website's address could not be confirmed; the card marks its Visit Website link. */
  urlToBeConfirmed?: true;
  intro: string[];
  highlights: { title: string; items: string[] };
  note?: { title: string; text: string };
  links: LinkData[];
};

type UsefulToolsContent = { page: { title: string; intro: string }; apps: ToolApp[]; websites: ToolWebsite[] };

/** A website whose address could not be confirmed (ADR 007): its card and its page both carry the marker. */
function unconfirmedWebsite(href: string, visitLabel: string): Pick<ToolWebsite, "url" | "urlToBeConfirmed" | "links"> {
  return { url: href, urlToBeConfirmed: true, links: [{ label: visitLabel, href, toBeConfirmed: true }] };
}

const url = {
  dieKliniker: "https://www.diekliniker.ch",
  ibcc: "https://emcrit.org/ibcc/toc/",
  emcrit: "https://emcrit.org",
  litfl: "https://litfl.com",
  litflEcg: "https://litfl.com/ecg-library/",
  medstandards: "https://www.medstandards.ch",
  notfallguru: "https://www.notfallguru.de",
  ankiIos: "https://apps.apple.com/app/ankimobile-flashcards/id373493387",
};

const path = {
  dieKliniker: `${base}/die-kliniker`,
  ibcc: `${base}/ibcc`,
  litfl: `${base}/life-in-the-fast-lane`,
  medstandards: `${base}/medstandards`,
  notfallguru: `${base}/notfallguru`,
};

export const usefulToolsContent = localized<UsefulToolsContent>(
  {
    page: {
      title: "Useful tools",
      intro:
        "Apps and websites that help you learn emergency medicine and look things up quickly on shift. All are run by others; we link to their official sites.",
    },
    apps: [
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
        iosUrl: url.ankiIos,
      },
    ],
    websites: [
      {
        name: "Die Kliniker",
        description: "A platform made by physicians: free learning scripts and community events around Lucerne.",
        ...unconfirmedWebsite(url.dieKliniker, "Visit Website"),
        path: path.dieKliniker,
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
        url: url.ibcc,
        path: path.ibcc,
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
          { label: "Open the IBCC", href: url.ibcc },
          { label: "Visit EMCrit", href: url.emcrit },
        ],
      },
      {
        name: "Life in the Fast Lane",
        description: "A free emergency and critical care education site, known for its ECG library.",
        url: url.litfl,
        path: path.litfl,
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
          { label: "Visit Website", href: url.litfl },
          { label: "Open the ECG library", href: url.litflEcg },
        ],
      },
      {
        name: "Medstandards",
        description: "A hospital knowledge tool with clinical standards and guidelines, accessible through your hospital.",
        ...unconfirmedWebsite(url.medstandards, "Visit Website"),
        path: path.medstandards,
        badge: "Login Required",
        intro: [
          "Medstandards is a knowledge tool that hospitals use to make their clinical standards, guidelines and procedures available to their staff in one place.",
        ],
        highlights: {
          title: "What you find there",
          items: ["The standards and guidelines of your hospital, quickly searchable.", "Procedures and checklists for everyday clinical work."],
        },
        note: {
          title: "Access",
          text: "Access via your hospital/institution account. If your hospital or institution uses Medstandards, ask during your rotation or at the start of your employment how to sign in.",
        },
      },
      {
        name: "Notfallguru",
        description: "A German pocket emergency guide, as a free website, an app and a printed handbook.",
        url: url.notfallguru,
        path: path.notfallguru,
        intro: [
          "Notfallguru is a German pocket emergency guide with concise, practical instructions for the most common emergencies in the emergency department and in prehospital care.",
        ],
        highlights: {
          title: "Formats",
          items: ["Website: free to use.", "App: a one-time purchase.", "Handbook: a physical pocket book for your coat."],
        },
        links: [{ label: "Visit Website", href: url.notfallguru }],
      },
    ],
  },
  {
    de: {
      page: {
        title: "Nützliche Tools",
        intro:
          "Apps und Websites, die Ihnen helfen, Notfallmedizin zu lernen und im Dienst rasch etwas nachzuschlagen. Alle werden von anderen betrieben; wir verlinken auf ihre offiziellen Seiten.",
      },
      apps: [
        {
          name: "Defikarte.ch",
          description:
            "Eine Karte der automatisierten externen Defibrillatoren (AED) in der Schweiz, die das nächste Gerät und den Weg dorthin zeigt. Die Standorte werden von der Community auf OpenStreetMap gepflegt, und alle können einen fehlenden AED ergänzen.",
          androidUrl: playStoreSearch("Defikarte"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Notfallguru",
          description:
            "Die App zum deutschen Notfall-Taschenbuch: knappe, praktische Anleitungen für häufige Notfälle, bereit für den schnellen Einsatz im Dienst. Die App wird einmalig gekauft.",
          androidUrl: playStoreSearch("Notfallguru"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Quick EM",
          // PLACEHOLDER: the specification names the app but does not describe it.
          description: "Eine Beschreibung dieser App folgt.",
          toBeConfirmed: true,
          androidUrl: playStoreSearch("Quick EM"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Anki",
          description:
            "Eine kostenlose Open-Source-Karteikarten-App mit verteilter Wiederholung, unter Medizinstudierenden weit verbreitet; zu vielen Themen gibt es geteilte Decks. AnkiDroid für Android ist kostenlos, AnkiMobile für iOS kostenpflichtig.",
          androidUrl: playStoreSearch("AnkiDroid"),
          iosUrl: url.ankiIos,
        },
      ],
      websites: [
        {
          name: "Die Kliniker",
          description: "Eine Plattform von Ärztinnen und Ärzten: kostenlose Lernskripte und Community-Anlässe in der Region Luzern.",
          ...unconfirmedWebsite(url.dieKliniker, "Website besuchen"),
          path: path.dieKliniker,
          intro: [
            "Die Kliniker ist eine Plattform von Ärztinnen und Ärzten für Studierende und junge Ärztinnen und Ärzte. Sie macht aus klinischem Wissen kompaktes Lernmaterial und bringt Menschen persönlich zusammen.",
          ],
          highlights: {
            title: "Was Sie dort finden",
            items: [
              "Kostenlose Skripte zu klinischen Themen, geschrieben zum Lernen und für den Alltag auf der Station.",
              "Community-Anlässe in der Region Luzern, um gemeinsam zu lernen und Ärztinnen und Ärzte kennenzulernen.",
            ],
          },
        },
        {
          name: "IBCC",
          description: "Das Internet Book of Critical Care: ein kostenloses Online-Lehrbuch der Intensivmedizin.",
          url: url.ibcc,
          path: path.ibcc,
          intro: [
            "Das Internet Book of Critical Care (IBCC) ist ein kostenloses Online-Lehrbuch der Intensivmedizin, veröffentlicht auf der Website EMCrit. Seine Kapitel sind knapp, evidenzbasiert und werden regelmässig aktualisiert; sie behandeln die Probleme, denen Sie auf der Intensivstation und der Notfallstation begegnen.",
          ],
          highlights: {
            title: "Was Sie dort finden",
            items: [
              "Kapitel zu Diagnostik und Behandlung, von Schock und respiratorischer Insuffizienz bis zur Toxikologie.",
              "Algorithmen, Tabellen und Fallstricke zur raschen Orientierung.",
              "Podcast-Folgen zu vielen Kapiteln.",
            ],
          },
          note: {
            title: "Lokale Richtlinien beachten",
            text: "Einige Algorithmen folgen dem US-amerikanischen System, zum Beispiel bei der Verfügbarkeit von Medikamenten und bei Verfahren. Ziehen Sie immer die lokalen Richtlinien Ihres Spitals bei.",
          },
          links: [
            { label: "IBCC öffnen", href: url.ibcc },
            { label: "EMCrit besuchen", href: url.emcrit },
          ],
        },
        {
          name: "Life in the Fast Lane",
          description: "Eine kostenlose Lernseite für Notfall- und Intensivmedizin, bekannt für ihre EKG-Bibliothek.",
          url: url.litfl,
          path: path.litfl,
          intro: [
            "Life in the Fast Lane (LITFL) ist eine kostenlose Lernseite für Notfall- und Intensivmedizin und eine der bekanntesten Ressourcen der frei zugänglichen medizinischen Bildung (FOAMed).",
          ],
          highlights: {
            title: "Was Sie dort finden",
            items: [
              "Die EKG-Bibliothek: Beispiele und Erklärungen von EKG-Befunden.",
              "Das Critical Care Compendium mit knappen Übersichten zu intensivmedizinischen Themen.",
              "Toxikologie, klinische Fälle und Quizze zur Selbstkontrolle.",
            ],
          },
          links: [
            { label: "Website besuchen", href: url.litfl },
            { label: "EKG-Bibliothek öffnen", href: url.litflEcg },
          ],
        },
        {
          name: "Medstandards",
          description: "Ein Wissenstool für Spitäler mit klinischen Standards und Richtlinien, zugänglich über Ihr Spital.",
          ...unconfirmedWebsite(url.medstandards, "Website besuchen"),
          path: path.medstandards,
          badge: "Login erforderlich",
          intro: [
            "Medstandards ist ein Wissenstool, mit dem Spitäler ihre klinischen Standards, Richtlinien und Abläufe ihren Mitarbeitenden an einem Ort zur Verfügung stellen.",
          ],
          highlights: {
            title: "Was Sie dort finden",
            items: ["Die Standards und Richtlinien Ihres Spitals, schnell durchsuchbar.", "Abläufe und Checklisten für den klinischen Alltag."],
          },
          note: {
            title: "Zugang",
            text: "Zugang über das Konto Ihres Spitals oder Ihrer Institution. Wenn Ihr Spital oder Ihre Institution Medstandards nutzt, fragen Sie während Ihres Praktikums oder zu Beginn Ihrer Anstellung, wie Sie sich anmelden.",
          },
        },
        {
          name: "Notfallguru",
          description: "Ein deutsches Notfall-Taschenbuch, als kostenlose Website, als App und als gedrucktes Handbuch.",
          url: url.notfallguru,
          path: path.notfallguru,
          intro: [
            "Notfallguru ist ein deutsches Notfall-Taschenbuch mit knappen, praktischen Anleitungen für die häufigsten Notfälle auf der Notfallstation und in der präklinischen Versorgung.",
          ],
          highlights: {
            title: "Formate",
            items: ["Website: kostenlos nutzbar.", "App: einmaliger Kauf.", "Handbuch: ein gedrucktes Taschenbuch für die Kitteltasche."],
          },
          links: [{ label: "Website besuchen", href: url.notfallguru }],
        },
      ],
    },
    fr: {
      page: {
        title: "Outils utiles",
        intro:
          "Des applications et des sites web qui vous aident à apprendre la médecine d’urgence et à vérifier rapidement une information pendant votre service. Tous sont gérés par d’autres ; nous renvoyons vers leurs sites officiels.",
      },
      apps: [
        {
          name: "Defikarte.ch",
          description:
            "Une carte des défibrillateurs automatisés externes (DAE) en Suisse qui indique l’appareil le plus proche et le chemin pour s’y rendre. Les emplacements sont tenus à jour par la communauté sur OpenStreetMap, et chacun peut ajouter un DAE manquant.",
          androidUrl: playStoreSearch("Defikarte"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Notfallguru",
          description:
            "L’application du guide de poche allemand des urgences : des instructions concises et pratiques pour les urgences fréquentes, prêtes à l’emploi pendant le service. L’application s’achète une seule fois.",
          androidUrl: playStoreSearch("Notfallguru"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Quick EM",
          // PLACEHOLDER: the specification names the app but does not describe it.
          description: "Une description de cette application suivra.",
          toBeConfirmed: true,
          androidUrl: playStoreSearch("Quick EM"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Anki",
          description:
            "Une application de cartes mémoire gratuite et open source avec répétition espacée, très utilisée par les étudiants en médecine ; des paquets partagés existent pour de nombreux sujets. AnkiDroid pour Android est gratuit, AnkiMobile pour iOS est payant.",
          androidUrl: playStoreSearch("AnkiDroid"),
          iosUrl: url.ankiIos,
        },
      ],
      websites: [
        {
          name: "Die Kliniker",
          description: "Une plateforme créée par des médecins : scripts d’apprentissage gratuits et rencontres communautaires dans la région de Lucerne.",
          ...unconfirmedWebsite(url.dieKliniker, "Visiter le site"),
          path: path.dieKliniker,
          intro: [
            "Die Kliniker est une plateforme créée par des médecins pour les étudiants et les jeunes médecins. Elle transforme le savoir clinique en supports d’apprentissage compacts et réunit les gens en personne.",
          ],
          highlights: {
            title: "Ce que vous y trouvez",
            items: [
              "Des scripts gratuits sur des sujets cliniques, rédigés pour apprendre et pour le travail quotidien en service.",
              "Des rencontres communautaires dans la région de Lucerne pour apprendre ensemble et rencontrer des médecins.",
            ],
          },
        },
        {
          name: "IBCC",
          description: "L’Internet Book of Critical Care : un manuel en ligne gratuit de médecine intensive.",
          url: url.ibcc,
          path: path.ibcc,
          intro: [
            "L’Internet Book of Critical Care (IBCC) est un manuel en ligne gratuit de médecine intensive, publié sur le site EMCrit. Ses chapitres sont concis, fondés sur les preuves et régulièrement mis à jour, et couvrent les problèmes rencontrés aux soins intensifs et aux urgences.",
          ],
          highlights: {
            title: "Ce que vous y trouvez",
            items: [
              "Des chapitres sur le diagnostic et la prise en charge, du choc et de l’insuffisance respiratoire à la toxicologie.",
              "Des algorithmes, des tableaux et des pièges à éviter pour s’orienter rapidement.",
              "Des épisodes de podcast accompagnant de nombreux chapitres.",
            ],
          },
          note: {
            title: "Vérifiez les directives locales",
            text: "Certains algorithmes suivent le système américain, par exemple pour la disponibilité des médicaments et les procédures. Consultez toujours les directives locales de votre hôpital.",
          },
          links: [
            { label: "Ouvrir l’IBCC", href: url.ibcc },
            { label: "Visiter EMCrit", href: url.emcrit },
          ],
        },
        {
          name: "Life in the Fast Lane",
          description: "Un site gratuit de formation en médecine d’urgence et intensive, connu pour sa bibliothèque d’ECG.",
          url: url.litfl,
          path: path.litfl,
          intro: [
            "Life in the Fast Lane (LITFL) est un site gratuit de formation en médecine d’urgence et en médecine intensive, et l’une des ressources les plus connues de la formation médicale en libre accès (FOAMed).",
          ],
          highlights: {
            title: "Ce que vous y trouvez",
            items: [
              "La bibliothèque d’ECG : exemples et explications de tracés ECG.",
              "Le Critical Care Compendium, avec des synthèses concises sur des sujets de médecine intensive.",
              "Toxicologie, cas cliniques et quiz pour vous tester.",
            ],
          },
          links: [
            { label: "Visiter le site", href: url.litfl },
            { label: "Ouvrir la bibliothèque d’ECG", href: url.litflEcg },
          ],
        },
        {
          name: "Medstandards",
          description: "Un outil de connaissances hospitalier avec des standards et directives cliniques, accessible par votre hôpital.",
          ...unconfirmedWebsite(url.medstandards, "Visiter le site"),
          path: path.medstandards,
          badge: "Connexion requise",
          intro: [
            "Medstandards est un outil de connaissances que les hôpitaux utilisent pour mettre à disposition de leur personnel, en un seul endroit, leurs standards, directives et procédures cliniques.",
          ],
          highlights: {
            title: "Ce que vous y trouvez",
            items: ["Les standards et directives de votre hôpital, rapidement consultables.", "Des procédures et des listes de contrôle pour le travail clinique quotidien."],
          },
          note: {
            title: "Accès",
            text: "Accès via le compte de votre hôpital ou de votre institution. Si votre hôpital ou votre institution utilise Medstandards, demandez pendant votre stage ou au début de votre engagement comment vous connecter.",
          },
        },
        {
          name: "Notfallguru",
          description: "Un guide de poche allemand des urgences, sous forme de site gratuit, d’application et de manuel imprimé.",
          url: url.notfallguru,
          path: path.notfallguru,
          intro: [
            "Notfallguru est un guide de poche allemand des urgences avec des instructions concises et pratiques pour les urgences les plus fréquentes aux urgences et en préhospitalier.",
          ],
          highlights: {
            title: "Formats",
            items: ["Site web : utilisation gratuite.", "Application : achat unique.", "Manuel : un livre de poche imprimé pour votre blouse."],
          },
          links: [{ label: "Visiter le site", href: url.notfallguru }],
        },
      ],
    },
    it: {
      page: {
        title: "Strumenti utili",
        intro:
          "App e siti web che La aiutano a imparare la medicina d’urgenza e a consultare rapidamente qualcosa durante il turno. Sono tutti gestiti da altri; rimandiamo ai loro siti ufficiali.",
      },
      apps: [
        {
          name: "Defikarte.ch",
          description:
            "Una mappa dei defibrillatori automatici esterni (DAE) in Svizzera che mostra l’apparecchio più vicino e la strada per raggiungerlo. Le posizioni sono curate dalla comunità su OpenStreetMap e chiunque può aggiungere un DAE mancante.",
          androidUrl: playStoreSearch("Defikarte"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Notfallguru",
          description:
            "L’app del manuale tascabile tedesco per le urgenze: istruzioni concise e pratiche per le urgenze frequenti, pronte all’uso durante il turno. L’app si acquista una sola volta.",
          androidUrl: playStoreSearch("Notfallguru"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Quick EM",
          // PLACEHOLDER: the specification names the app but does not describe it.
          description: "Una descrizione di questa app seguirà.",
          toBeConfirmed: true,
          androidUrl: playStoreSearch("Quick EM"),
          iosUrl: null, // PLACEHOLDER: the App Store page, once the association has looked it up
        },
        {
          name: "Anki",
          description:
            "Un’app di flashcard gratuita e open source con ripetizione dilazionata, molto usata dagli studenti di medicina; esistono mazzi condivisi su molti argomenti. AnkiDroid per Android è gratuita, AnkiMobile per iOS è a pagamento.",
          androidUrl: playStoreSearch("AnkiDroid"),
          iosUrl: url.ankiIos,
        },
      ],
      websites: [
        {
          name: "Die Kliniker",
          description: "Una piattaforma creata da medici: dispense gratuite e incontri della comunità nella regione di Lucerna.",
          ...unconfirmedWebsite(url.dieKliniker, "Visitare il sito"),
          path: path.dieKliniker,
          intro: [
            "Die Kliniker è una piattaforma creata da medici per studenti e giovani medici. Trasforma il sapere clinico in materiale di studio compatto e fa incontrare le persone dal vivo.",
          ],
          highlights: {
            title: "Cosa vi trova",
            items: [
              "Dispense gratuite su temi clinici, scritte per studiare e per il lavoro quotidiano in reparto.",
              "Incontri della comunità nella regione di Lucerna per imparare insieme e conoscere medici.",
            ],
          },
        },
        {
          name: "IBCC",
          description: "L’Internet Book of Critical Care: un manuale online gratuito di medicina intensiva.",
          url: url.ibcc,
          path: path.ibcc,
          intro: [
            "L’Internet Book of Critical Care (IBCC) è un manuale online gratuito di medicina intensiva, pubblicato sul sito EMCrit. I suoi capitoli sono concisi, basati sulle evidenze e aggiornati regolarmente, e trattano i problemi che si incontrano in cure intense e in pronto soccorso.",
          ],
          highlights: {
            title: "Cosa vi trova",
            items: [
              "Capitoli su diagnosi e trattamento, dallo shock e dall’insufficienza respiratoria alla tossicologia.",
              "Algoritmi, tabelle e insidie per orientarsi rapidamente.",
              "Episodi di podcast che accompagnano molti capitoli.",
            ],
          },
          note: {
            title: "Verifichi le linee guida locali",
            text: "Alcuni algoritmi seguono il sistema statunitense, ad esempio per la disponibilità dei farmaci e le procedure. Consulti sempre le linee guida locali del Suo ospedale.",
          },
          links: [
            { label: "Aprire l’IBCC", href: url.ibcc },
            { label: "Visitare EMCrit", href: url.emcrit },
          ],
        },
        {
          name: "Life in the Fast Lane",
          description: "Un sito gratuito di formazione in medicina d’urgenza e intensiva, noto per la sua biblioteca di ECG.",
          url: url.litfl,
          path: path.litfl,
          intro: [
            "Life in the Fast Lane (LITFL) è un sito gratuito di formazione in medicina d’urgenza e intensiva e una delle risorse più note della formazione medica ad accesso libero (FOAMed).",
          ],
          highlights: {
            title: "Cosa vi trova",
            items: [
              "La biblioteca di ECG: esempi e spiegazioni di reperti ECG.",
              "Il Critical Care Compendium con sintesi concise su temi di medicina intensiva.",
              "Tossicologia, casi clinici e quiz per mettersi alla prova.",
            ],
          },
          links: [
            { label: "Visitare il sito", href: url.litfl },
            { label: "Aprire la biblioteca di ECG", href: url.litflEcg },
          ],
        },
        {
          name: "Medstandards",
          description: "Uno strumento di conoscenza ospedaliero con standard e linee guida cliniche, accessibile tramite il Suo ospedale.",
          ...unconfirmedWebsite(url.medstandards, "Visitare il sito"),
          path: path.medstandards,
          badge: "Accesso richiesto",
          intro: [
            "Medstandards è uno strumento di conoscenza che gli ospedali usano per mettere a disposizione del personale, in un unico posto, i loro standard, linee guida e procedure cliniche.",
          ],
          highlights: {
            title: "Cosa vi trova",
            items: ["Gli standard e le linee guida del Suo ospedale, rapidamente consultabili.", "Procedure e liste di controllo per il lavoro clinico quotidiano."],
          },
          note: {
            title: "Accesso",
            text: "Accesso tramite l’account del Suo ospedale o istituto. Se il Suo ospedale o istituto usa Medstandards, chieda durante lo stage o all’inizio dell’impiego come accedere.",
          },
        },
        {
          name: "Notfallguru",
          description: "Un manuale tascabile tedesco per le urgenze, come sito gratuito, app e manuale stampato.",
          url: url.notfallguru,
          path: path.notfallguru,
          intro: [
            "Notfallguru è un manuale tascabile tedesco per le urgenze con istruzioni concise e pratiche per le urgenze più frequenti in pronto soccorso e nelle cure preospedaliere.",
          ],
          highlights: {
            title: "Formati",
            items: ["Sito web: uso gratuito.", "App: acquisto unico.", "Manuale: un libro tascabile stampato per il camice."],
          },
          links: [{ label: "Visitare il sito", href: url.notfallguru }],
        },
      ],
    },
  },
);
