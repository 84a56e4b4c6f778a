import type { LinkData } from "./link-data";
import { coursePath } from "./courses";
import { localized } from "./localized";

/** The two Swiss qualifications in emergency medicine, each shown on its own page. */

/** A requirement; `to` links it to the page of the course that fulfils it. */
export type RequirementItem = { text: string; to?: string };

export type QualificationSection = {
  id: string;
  title: string;
  intro?: string;
  items: RequirementItem[];
  note?: string;
};

export type Qualification = {
  title: string;
  lead: string;
  overview: { title: string; paragraphs: string[] };
  sections: QualificationSection[];
  official: { title: string; text: string; links: LinkData[] };
};

const siwf = "https://www.siwf.ch";
const sgnor = "https://www.sgnor.ch";
const aclsPath = coursePath("ACLS / ALS");
const atlsPath = coursePath("ATLS / ETC");
const palsPath = coursePath("PALS / EPLS");

type Qualifications = { focusClinicalEm: Qualification; prehospitalEm: Qualification };

export const qualificationsContent = localized<Qualifications>(
  {
    focusClinicalEm: {
      title: "Focus clinical emergency medicine",
      lead: "The interdisciplinary focus in clinical emergency medicine (SGNOR) is the Swiss qualification for physicians who work in hospital emergency departments.",
      overview: {
        title: "Overview",
        paragraphs: [
          "Switzerland has no specialist title in emergency medicine of its own. Physicians first train in a base specialty and then add the focus, which certifies the extra competences needed to run emergency care in a hospital. The Swiss Institute for Postgraduate and Continuing Medical Education (SIWF) awards it; the Swiss Society for Emergency and Rescue Medicine (SGNOR) is responsible for the training program.",
          "As a student you cannot start the focus yet, but you can prepare: elective rotations in emergency departments, student-friendly courses such as PHTLS or AMLS, and student jobs in emergency and event medicine all help you find out whether this path suits you.",
        ],
      },
      sections: [
        {
          id: "eligible-specialties",
          title: "Eligible specialties",
          intro: "The focus is added to a Swiss specialist title, or a recognized equivalent, in a specialty that sees many emergency patients, for example:",
          items: [{ text: "General internal medicine" }, { text: "Anesthesiology" }, { text: "Surgery" }, { text: "Intensive care medicine" }],
          note: "The training program on the SIWF website lists every eligible specialty. Check it before you plan your training.",
        },
        {
          id: "requirements",
          title: "Requirements",
          intro: "To obtain the focus you need:",
          items: [
            { text: "At least 24 months in approved emergency departments" },
            { text: "ACLS/ALS", to: aclsPath },
            { text: "ATLS/ETC", to: atlsPath },
            { text: "Module 6 (SFG-H / CSAM): medical leadership in major incidents" },
            { text: "A basic POCUS (point-of-care ultrasound) course" },
          ],
        },
      ],
      official: {
        title: "Official information",
        text: "The training program, with every binding detail and its current version, is published by the SIWF. SGNOR, the society responsible for the focus, answers questions about training positions and recognition.",
        links: [
          { label: "SIWF website", href: siwf },
          { label: "SGNOR website", href: sgnor },
        ],
      },
    },
    prehospitalEm: {
      title: "Prehospital emergency medicine certificate",
      lead: "The certificate of competence for prehospital emergency physicians (Notärztin / Notarzt SGNOR) qualifies physicians to work as emergency physicians in Swiss rescue services.",
      overview: {
        title: "Overview",
        paragraphs: [
          "Emergency physicians in rescue services treat patients where the emergency happens and on the way to hospital, together with paramedics. The certificate shows that a physician has the broad clinical background, the courses and the practical experience this work needs. It is issued by the Swiss Society for Emergency and Rescue Medicine (SGNOR).",
          "The certificate builds on clinical training after graduation, so it lies a few years ahead of you. During your studies, ride-alongs with rescue services, student jobs and courses such as PHTLS give you a realistic picture of prehospital work.",
        ],
      },
      sections: [
        {
          id: "clinical-training",
          title: "Clinical training requirements",
          intro: "3 years of clinical training, with at least:",
          items: [
            { text: "1 year in internal medicine, intensive care, pediatrics or a surgical specialty" },
            { text: "1 year in anesthesiology" },
            { text: "3 months in an interdisciplinary emergency department" },
          ],
        },
        {
          id: "required-courses",
          title: "Required courses",
          items: [
            { text: "The prehospital emergency medicine course (Notarztkurs SGNOR)" },
            { text: "ACLS/ALS", to: aclsPath },
            { text: "PALS/EPLS", to: palsPath },
          ],
        },
        {
          id: "final-requirement",
          title: "Final requirement",
          items: [{ text: "50 emergency calls with a NACA index of 4 or higher" }],
          note: "The NACA index grades how severe an emergency is, from 0 (no injury or illness) to 7 (death). A score of 4 or higher means the patient's condition is potentially or acutely life-threatening, so these 50 calls show experience with seriously ill and injured patients.",
        },
      ],
      official: {
        title: "Official information",
        text: "SGNOR publishes the current regulations for the certificate, the dates of the prehospital emergency medicine course and the application forms.",
        links: [{ label: "SGNOR website", href: sgnor }],
      },
    },
  },
  {
    de: {
      focusClinicalEm: {
        title: "Schwerpunkt klinische Notfallmedizin",
        lead: "Der interdisziplinäre Schwerpunkt klinische Notfallmedizin (SGNOR) ist die Schweizer Qualifikation für Ärztinnen und Ärzte, die auf Notfallstationen im Spital arbeiten.",
        overview: {
          title: "Überblick",
          paragraphs: [
            "Die Schweiz kennt keinen eigenen Facharzttitel für Notfallmedizin. Ärztinnen und Ärzte bilden sich zuerst in einem Basisfach weiter und erwerben danach den Schwerpunkt, der die zusätzlichen Kompetenzen für die Notfallversorgung im Spital bescheinigt. Das Schweizerische Institut für ärztliche Weiter- und Fortbildung (SIWF) verleiht ihn; die Schweizerische Gesellschaft für Notfall- und Rettungsmedizin (SGNOR) ist für das Weiterbildungsprogramm verantwortlich.",
            "Als Studentin oder Student können Sie den Schwerpunkt noch nicht beginnen, sich aber vorbereiten: Wahlstudienjahr-Praktika auf Notfallstationen, studierendenfreundliche Kurse wie PHTLS oder AMLS und Studentenjobs in der Notfall- und Eventmedizin helfen Ihnen herauszufinden, ob dieser Weg zu Ihnen passt.",
          ],
        },
        sections: [
          {
            id: "eligible-specialties",
            title: "Zugelassene Fachgebiete",
            intro: "Der Schwerpunkt ergänzt einen Schweizer Facharzttitel oder einen anerkannten gleichwertigen Titel in einem Fachgebiet mit vielen Notfallpatientinnen und -patienten, zum Beispiel:",
            items: [{ text: "Allgemeine Innere Medizin" }, { text: "Anästhesiologie" }, { text: "Chirurgie" }, { text: "Intensivmedizin" }],
            note: "Das Weiterbildungsprogramm auf der Website des SIWF nennt alle zugelassenen Fachgebiete. Prüfen Sie es, bevor Sie Ihre Weiterbildung planen.",
          },
          {
            id: "requirements",
            title: "Voraussetzungen",
            intro: "Für den Schwerpunkt brauchen Sie:",
            items: [
              { text: "Mindestens 24 Monate auf anerkannten Notfallstationen" },
              { text: "ACLS/ALS", to: aclsPath },
              { text: "ATLS/ETC", to: atlsPath },
              { text: "Modul 6 (SFG-H / CSAM): medizinische Führung bei Grossereignissen" },
              { text: "Einen POCUS-Grundkurs (Point-of-Care-Ultraschall)" },
            ],
          },
        ],
        official: {
          title: "Offizielle Informationen",
          text: "Das Weiterbildungsprogramm mit allen verbindlichen Einzelheiten und in seiner aktuellen Fassung veröffentlicht das SIWF. Die SGNOR als zuständige Fachgesellschaft beantwortet Fragen zu Weiterbildungsstellen und Anerkennung.",
          links: [
            { label: "Website des SIWF", href: siwf },
            { label: "Website der SGNOR", href: sgnor },
          ],
        },
      },
      prehospitalEm: {
        title: "Fähigkeitsausweis präklinische Notfallmedizin",
        lead: "Der Fähigkeitsausweis für präklinisch tätige Notärztinnen und Notärzte (Notärztin / Notarzt SGNOR) befähigt Ärztinnen und Ärzte, als Notärztin oder Notarzt in Schweizer Rettungsdiensten zu arbeiten.",
        overview: {
          title: "Überblick",
          paragraphs: [
            "Notärztinnen und Notärzte im Rettungsdienst behandeln Patientinnen und Patienten am Notfallort und auf dem Weg ins Spital, zusammen mit Rettungssanitäterinnen und -sanitätern. Der Fähigkeitsausweis zeigt, dass eine Ärztin oder ein Arzt den breiten klinischen Hintergrund, die Kurse und die praktische Erfahrung für diese Arbeit hat. Er wird von der Schweizerischen Gesellschaft für Notfall- und Rettungsmedizin (SGNOR) ausgestellt.",
            "Der Fähigkeitsausweis baut auf der klinischen Weiterbildung nach dem Staatsexamen auf und liegt daher noch einige Jahre vor Ihnen. Während des Studiums geben Ihnen Mitfahrten bei Rettungsdiensten, Studentenjobs und Kurse wie PHTLS ein realistisches Bild der präklinischen Arbeit.",
          ],
        },
        sections: [
          {
            id: "clinical-training",
            title: "Anforderungen an die klinische Weiterbildung",
            intro: "3 Jahre klinische Weiterbildung, davon mindestens:",
            items: [
              { text: "1 Jahr in Innerer Medizin, Intensivmedizin, Pädiatrie oder einem chirurgischen Fachgebiet" },
              { text: "1 Jahr in Anästhesiologie" },
              { text: "3 Monate auf einer interdisziplinären Notfallstation" },
            ],
          },
          {
            id: "required-courses",
            title: "Vorgeschriebene Kurse",
            items: [
              { text: "Der Kurs für präklinische Notfallmedizin (Notarztkurs SGNOR)" },
              { text: "ACLS/ALS", to: aclsPath },
              { text: "PALS/EPLS", to: palsPath },
            ],
          },
          {
            id: "final-requirement",
            title: "Abschliessende Voraussetzung",
            items: [{ text: "50 Notfalleinsätze mit einem NACA-Score von 4 oder höher" }],
            note: "Der NACA-Score stuft den Schweregrad eines Notfalls ein, von 0 (keine Verletzung oder Erkrankung) bis 7 (Tod). Ein Wert von 4 oder höher bedeutet, dass der Zustand der Patientin oder des Patienten potenziell oder akut lebensbedrohlich ist; diese 50 Einsätze belegen also Erfahrung mit schwer kranken und verletzten Menschen.",
          },
        ],
        official: {
          title: "Offizielle Informationen",
          text: "Die SGNOR veröffentlicht das aktuelle Reglement des Fähigkeitsausweises, die Daten des Kurses für präklinische Notfallmedizin und die Antragsformulare.",
          links: [{ label: "Website der SGNOR", href: sgnor }],
        },
      },
    },
    fr: {
      focusClinicalEm: {
        title: "Formation approfondie en médecine d’urgence hospitalière",
        lead: "La formation approfondie interdisciplinaire en médecine d’urgence hospitalière (SGNOR) est la qualification suisse des médecins qui travaillent dans les services d’urgence des hôpitaux.",
        overview: {
          title: "Vue d’ensemble",
          paragraphs: [
            "La Suisse n’a pas de titre de spécialiste propre en médecine d’urgence. Les médecins se forment d’abord dans une spécialité de base, puis y ajoutent la formation approfondie, qui atteste des compétences supplémentaires nécessaires pour diriger la prise en charge des urgences à l’hôpital. L’Institut suisse pour la formation médicale postgraduée et continue (ISFM/SIWF) la décerne ; la Société suisse de médecine d’urgence et de sauvetage (SGNOR) est responsable du programme de formation.",
            "En tant qu’étudiant, vous ne pouvez pas encore commencer la formation approfondie, mais vous pouvez vous y préparer : des stages à option dans des services d’urgence, des cours accessibles aux étudiants comme PHTLS ou AMLS et des jobs étudiants en médecine d’urgence et événementielle vous aident à savoir si cette voie vous convient.",
          ],
        },
        sections: [
          {
            id: "eligible-specialties",
            title: "Spécialités admises",
            intro: "La formation approfondie s’ajoute à un titre suisse de spécialiste, ou à un équivalent reconnu, dans une spécialité qui voit beaucoup de patients en urgence, par exemple :",
            items: [{ text: "Médecine interne générale" }, { text: "Anesthésiologie" }, { text: "Chirurgie" }, { text: "Médecine intensive" }],
            note: "Le programme de formation sur le site du SIWF énumère toutes les spécialités admises. Consultez-le avant de planifier votre formation.",
          },
          {
            id: "requirements",
            title: "Exigences",
            intro: "Pour obtenir la formation approfondie, il vous faut :",
            items: [
              { text: "Au moins 24 mois dans des services d’urgence reconnus" },
              { text: "ACLS/ALS", to: aclsPath },
              { text: "ATLS/ETC", to: atlsPath },
              { text: "Module 6 (SFG-H / CSAM) : conduite médicale lors d’événements majeurs" },
              { text: "Un cours de base POCUS (échographie au lit du patient)" },
            ],
          },
        ],
        official: {
          title: "Informations officielles",
          text: "Le programme de formation, avec tous les détails contraignants et dans sa version actuelle, est publié par le SIWF. La SGNOR, société responsable de la formation approfondie, répond aux questions sur les postes de formation et la reconnaissance.",
          links: [
            { label: "Site web du SIWF", href: siwf },
            { label: "Site web de la SGNOR", href: sgnor },
          ],
        },
      },
      prehospitalEm: {
        title: "Attestation de médecine d’urgence préhospitalière",
        lead: "L’attestation de formation complémentaire pour médecins d’urgence préhospitaliers (Notärztin / Notarzt SGNOR) qualifie les médecins pour travailler comme médecins d’urgence dans les services de sauvetage suisses.",
        overview: {
          title: "Vue d’ensemble",
          paragraphs: [
            "Les médecins d’urgence des services de sauvetage soignent les patients sur le lieu de l’urgence et pendant le transport vers l’hôpital, avec les ambulanciers. L’attestation montre qu’un médecin possède la vaste expérience clinique, les cours et l’expérience pratique que ce travail exige. Elle est délivrée par la Société suisse de médecine d’urgence et de sauvetage (SGNOR).",
            "L’attestation s’appuie sur la formation clinique après le diplôme ; elle se situe donc quelques années devant vous. Pendant vos études, les accompagnements avec des services de sauvetage, les jobs étudiants et des cours comme PHTLS vous donnent une image réaliste du travail préhospitalier.",
          ],
        },
        sections: [
          {
            id: "clinical-training",
            title: "Exigences de formation clinique",
            intro: "3 ans de formation clinique, dont au moins :",
            items: [
              { text: "1 an en médecine interne, médecine intensive, pédiatrie ou dans une spécialité chirurgicale" },
              { text: "1 an en anesthésiologie" },
              { text: "3 mois dans un service d’urgence interdisciplinaire" },
            ],
          },
          {
            id: "required-courses",
            title: "Cours obligatoires",
            items: [
              { text: "Le cours de médecine d’urgence préhospitalière (Notarztkurs SGNOR)" },
              { text: "ACLS/ALS", to: aclsPath },
              { text: "PALS/EPLS", to: palsPath },
            ],
          },
          {
            id: "final-requirement",
            title: "Exigence finale",
            items: [{ text: "50 interventions d’urgence avec un score NACA de 4 ou plus" }],
            note: "Le score NACA évalue la gravité d’une urgence, de 0 (ni blessure ni maladie) à 7 (décès). Un score de 4 ou plus signifie que l’état du patient met potentiellement ou immédiatement sa vie en danger ; ces 50 interventions attestent donc d’une expérience auprès de patients gravement malades ou blessés.",
          },
        ],
        official: {
          title: "Informations officielles",
          text: "La SGNOR publie le règlement actuel de l’attestation, les dates du cours de médecine d’urgence préhospitalière et les formulaires de demande.",
          links: [{ label: "Site web de la SGNOR", href: sgnor }],
        },
      },
    },
    it: {
      focusClinicalEm: {
        title: "Formazione approfondita in medicina d’urgenza ospedaliera",
        lead: "La formazione approfondita interdisciplinare in medicina d’urgenza ospedaliera (SGNOR) è la qualifica svizzera per i medici che lavorano nei pronto soccorso ospedalieri.",
        overview: {
          title: "Panoramica",
          paragraphs: [
            "La Svizzera non ha un titolo di specialista proprio in medicina d’urgenza. I medici si formano prima in una specializzazione di base e poi aggiungono la formazione approfondita, che certifica le competenze supplementari necessarie per gestire le cure d’urgenza in ospedale. La conferisce l’Istituto svizzero per la formazione medica perfezionata e continua (ISFM/SIWF); la Società svizzera di medicina d’urgenza e di salvataggio (SGNOR) è responsabile del programma di formazione.",
            "Da studente non può ancora iniziare la formazione approfondita, ma può prepararsi: stage opzionali in pronto soccorso, corsi adatti agli studenti come PHTLS o AMLS e lavori per studenti nella medicina d’urgenza e degli eventi La aiutano a capire se questa strada fa per Lei.",
          ],
        },
        sections: [
          {
            id: "eligible-specialties",
            title: "Specializzazioni ammesse",
            intro: "La formazione approfondita si aggiunge a un titolo svizzero di specialista, o a un equivalente riconosciuto, in una disciplina con molti pazienti d’urgenza, ad esempio:",
            items: [{ text: "Medicina interna generale" }, { text: "Anestesiologia" }, { text: "Chirurgia" }, { text: "Medicina intensiva" }],
            note: "Il programma di formazione sul sito del SIWF elenca tutte le specializzazioni ammesse. Lo consulti prima di pianificare la Sua formazione.",
          },
          {
            id: "requirements",
            title: "Requisiti",
            intro: "Per ottenere la formazione approfondita servono:",
            items: [
              { text: "Almeno 24 mesi in pronto soccorso riconosciuti" },
              { text: "ACLS/ALS", to: aclsPath },
              { text: "ATLS/ETC", to: atlsPath },
              { text: "Modulo 6 (SFG-H / CSAM): conduzione medica negli eventi maggiori" },
              { text: "Un corso di base POCUS (ecografia al letto del paziente)" },
            ],
          },
        ],
        official: {
          title: "Informazioni ufficiali",
          text: "Il programma di formazione, con tutti i dettagli vincolanti e nella versione attuale, è pubblicato dal SIWF. La SGNOR, società responsabile della formazione approfondita, risponde alle domande su posti di formazione e riconoscimento.",
          links: [
            { label: "Sito web del SIWF", href: siwf },
            { label: "Sito web della SGNOR", href: sgnor },
          ],
        },
      },
      prehospitalEm: {
        title: "Certificato di medicina d’urgenza preospedaliera",
        lead: "Il certificato di capacità per medici d’urgenza preospedalieri (Notärztin / Notarzt SGNOR) abilita i medici a lavorare come medici d’urgenza nei servizi di soccorso svizzeri.",
        overview: {
          title: "Panoramica",
          paragraphs: [
            "I medici d’urgenza dei servizi di soccorso curano i pazienti sul luogo dell’emergenza e durante il trasporto in ospedale, insieme ai soccorritori. Il certificato attesta che un medico possiede l’ampia preparazione clinica, i corsi e l’esperienza pratica richiesti da questo lavoro. È rilasciato dalla Società svizzera di medicina d’urgenza e di salvataggio (SGNOR).",
            "Il certificato si basa sulla formazione clinica dopo la laurea, quindi si trova ancora a qualche anno di distanza. Durante gli studi, le uscite con i servizi di soccorso, i lavori per studenti e corsi come PHTLS Le danno un’immagine realistica del lavoro preospedaliero.",
          ],
        },
        sections: [
          {
            id: "clinical-training",
            title: "Requisiti di formazione clinica",
            intro: "3 anni di formazione clinica, di cui almeno:",
            items: [
              { text: "1 anno in medicina interna, medicina intensiva, pediatria o in una disciplina chirurgica" },
              { text: "1 anno in anestesiologia" },
              { text: "3 mesi in un pronto soccorso interdisciplinare" },
            ],
          },
          {
            id: "required-courses",
            title: "Corsi obbligatori",
            items: [
              { text: "Il corso di medicina d’urgenza preospedaliera (Notarztkurs SGNOR)" },
              { text: "ACLS/ALS", to: aclsPath },
              { text: "PALS/EPLS", to: palsPath },
            ],
          },
          {
            id: "final-requirement",
            title: "Requisito finale",
            items: [{ text: "50 interventi d’urgenza con un indice NACA di 4 o superiore" }],
            note: "L’indice NACA classifica la gravità di un’emergenza, da 0 (nessuna lesione o malattia) a 7 (decesso). Un valore di 4 o superiore significa che le condizioni del paziente sono potenzialmente o acutamente pericolose per la vita; questi 50 interventi dimostrano quindi esperienza con pazienti gravemente malati e feriti.",
          },
        ],
        official: {
          title: "Informazioni ufficiali",
          text: "La SGNOR pubblica il regolamento attuale del certificato, le date del corso di medicina d’urgenza preospedaliera e i moduli di domanda.",
          links: [{ label: "Sito web della SGNOR", href: sgnor }],
        },
      },
    },
  },
);
