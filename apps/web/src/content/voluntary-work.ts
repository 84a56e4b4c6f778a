import type { LinkData } from "./link-data";
import { localized } from "./localized";

const base = "/emergency-medicine/voluntary-work";
const paths = {
  msf: `${base}/doctors-without-borders`,
  firstResponder: `${base}/first-responder`,
  humedica: `${base}/humedica`,
};

export type Canton = { code: string; name: string };

/** One row of the cantonal first responder overview. */
export type FirstResponderSystem = {
  system: string;
  /** Empty when the source names no cantons; `note` then says what to do. */
  cantons: Canton[];
  note?: string;
};

export type VoluntaryWorkSection =
  | { title: string; kind: "text"; paragraphs: string[] }
  | { title: string; kind: "list"; intro?: string; items: string[] }
  | { title: string; kind: "cantonal-systems"; intro: string; caption: string; systems: FirstResponderSystem[] };

export type VoluntaryWork = {
  title: string;
  /** Short text for the card on the voluntary work page. */
  summary: string;
  path: string;
  intro: string;
  sections: VoluntaryWorkSection[];
  links: LinkData[];
};

type VoluntaryWorkContent = { page: { title: string; intro: string }; entries: VoluntaryWork[] };

const canton = (code: string, name: string): Canton => ({ code, name });

export const voluntaryWorkContent = localized<VoluntaryWorkContent>(
  {
    page: {
      title: "Voluntary work",
      intro:
        "Emergency medicine skills are useful far beyond the hospital: in humanitarian missions abroad and as a first responder in your own neighbourhood.",
    },
    entries: [
      {
        title: "Doctors Without Borders",
        summary:
          "The humanitarian medical organisation Médecins Sans Frontières (MSF) brings medical care to people affected by conflict, epidemics and disasters.",
        path: paths.msf,
        intro:
          "Doctors Without Borders / Médecins Sans Frontières (MSF) is an independent international humanitarian medical organisation. It provides medical care where people are affected by armed conflict, epidemics, natural disasters or exclusion from health care.",
        sections: [
          {
            title: "Who can go on a mission",
            kind: "list",
            intro: "MSF sends qualified professionals to its field projects. Among the usual expectations:",
            items: [
              "A completed professional qualification, for example as a physician, nurse or midwife, or in logistics or administration.",
              "Professional experience after qualifying, usually at least two years.",
              "Availability for several months and good language skills, often English and French.",
            ],
          },
          {
            title: "What you can do as a student",
            kind: "text",
            paragraphs: [
              "Field missions are not open to students yet, but you can prepare early: attend information events of MSF Switzerland, learn about humanitarian and tropical medicine, train your emergency skills and your languages.",
            ],
          },
        ],
        links: [
          { label: "Visit MSF Switzerland", href: "https://www.msf.ch" },
          { label: "Visit MSF International", href: "https://www.msf.org" },
        ],
      },
      {
        title: "First responder",
        summary:
          "A first responder system for cardiac arrest: trained volunteers nearby are alerted to start resuscitation before the ambulance arrives.",
        path: paths.firstResponder,
        intro:
          "In a cardiac arrest, every minute without resuscitation lowers the chance of survival. First responder systems close the gap until the ambulance arrives: when someone calls the emergency number 144 for a suspected cardiac arrest, the dispatch centre alerts registered volunteers close to the scene at the same time as the rescue service. They start chest compressions and use the nearest AED until the professionals take over.",
        sections: [
          {
            title: "What you need",
            kind: "list",
            items: [
              "A valid BLS AED certificate (basic life support with an automated external defibrillator) to register as a first responder.",
              "For First Responder Plus: first aid training at IVR 2 (level 2 of the Interverband für Rettungswesen).",
              "A smartphone with the alerting app of your region, and readiness to leave at once when you are alerted.",
            ],
          },
          {
            title: "Cantonal first responder systems",
            kind: "cantonal-systems",
            intro:
              "First responder systems are organised by the cantons, alone or together with their neighbours. Which system you join depends on where you live or study.",
            caption: "Cantonal first responder lists (2025)",
            systems: [
              {
                system: "Individual canton systems",
                cantons: [],
                note: "Several cantons run a system of their own. Ask your cantonal rescue service which one applies to you.",
              },
              {
                system: "Basel region",
                cantons: [canton("BL", "Basel-Landschaft"), canton("BS", "Basel-Stadt"), canton("SO", "Solothurn")],
              },
              {
                system: "Foundation group",
                cantons: [canton("FR", "Fribourg"), canton("JU", "Jura"), canton("VD", "Vaud")],
              },
              {
                system: "Central Switzerland",
                cantons: [canton("LU", "Lucerne"), canton("NW", "Nidwalden"), canton("OW", "Obwalden"), canton("UR", "Uri")],
              },
              {
                system: "No system for laypersons",
                cantons: [canton("SG", "St. Gallen"), canton("SH", "Schaffhausen")],
              },
            ],
          },
        ],
        links: [
          { label: "Swiss Resuscitation Council (BLS AED courses)", href: "https://www.resuscitation.ch" },
          { label: "Interverband für Rettungswesen (IVR)", href: "https://www.ivr-ias.ch" },
        ],
      },
      {
        title: "Humedica",
        summary:
          "A humanitarian mission organisation that sends volunteer medical teams to disaster and crisis areas for short missions.",
        path: paths.humedica,
        intro:
          "Humedica is a humanitarian aid organisation. After natural disasters and in humanitarian crises it sends teams of volunteer physicians, nurses and emergency staff who provide basic medical care on site, usually for missions of a few weeks.",
        sections: [
          {
            title: "Volunteer prerequisites",
            kind: "list",
            intro: "Every volunteer goes through Humedica's preparation before a first mission. To be admitted:",
            items: [
              "Nursing or emergency staff complete their training before the preparation.",
              "Doctors have finished at least the 10th semester.",
            ],
          },
          {
            title: "How to get involved",
            kind: "text",
            paragraphs: [
              "Register as a volunteer on Humedica's website. Once you have completed the preparation, you can be asked for missions at short notice, so check in advance how you could take time off from your studies or work.",
            ],
          },
        ],
        links: [{ label: "Visit Humedica", href: "https://www.humedica.org" }],
      },
    ],
  },
  {
    de: {
      page: {
        title: "Freiwilligenarbeit",
        intro:
          "Notfallmedizinische Fähigkeiten sind weit über das Spital hinaus nützlich: bei humanitären Einsätzen im Ausland und als First Responder in Ihrer eigenen Nachbarschaft.",
      },
      entries: [
        {
          title: "Ärzte ohne Grenzen",
          summary:
            "Die humanitäre medizinische Organisation Médecins Sans Frontières (MSF) bringt medizinische Hilfe zu Menschen, die von Konflikten, Epidemien und Katastrophen betroffen sind.",
          path: paths.msf,
          intro:
            "Ärzte ohne Grenzen / Médecins Sans Frontières (MSF) ist eine unabhängige internationale humanitäre medizinische Organisation. Sie leistet medizinische Hilfe, wo Menschen von bewaffneten Konflikten, Epidemien, Naturkatastrophen oder dem Ausschluss von der Gesundheitsversorgung betroffen sind.",
          sections: [
            {
              title: "Wer in einen Einsatz gehen kann",
              kind: "list",
              intro: "MSF schickt qualifizierte Fachpersonen in seine Projekte vor Ort. Zu den üblichen Erwartungen gehören:",
              items: [
                "Eine abgeschlossene Berufsausbildung, zum Beispiel als Ärztin oder Arzt, Pflegefachperson oder Hebamme, oder in Logistik oder Administration.",
                "Berufserfahrung nach dem Abschluss, meist mindestens zwei Jahre.",
                "Verfügbarkeit für mehrere Monate und gute Sprachkenntnisse, oft Englisch und Französisch.",
              ],
            },
            {
              title: "Was Sie als Studentin oder Student tun können",
              kind: "text",
              paragraphs: [
                "Einsätze vor Ort stehen Studierenden noch nicht offen, aber Sie können sich früh vorbereiten: Besuchen Sie Informationsanlässe von MSF Schweiz, befassen Sie sich mit humanitärer und tropischer Medizin, trainieren Sie Ihre Notfallfertigkeiten und Ihre Sprachen.",
              ],
            },
          ],
          links: [
            { label: "MSF Schweiz besuchen", href: "https://www.msf.ch" },
            { label: "MSF International besuchen", href: "https://www.msf.org" },
          ],
        },
        {
          title: "First Responder",
          summary:
            "Ein First-Responder-System für den Herzstillstand: Ausgebildete Freiwillige in der Nähe werden alarmiert, um mit der Reanimation zu beginnen, bevor die Ambulanz eintrifft.",
          path: paths.firstResponder,
          intro:
            "Bei einem Herzstillstand sinkt mit jeder Minute ohne Reanimation die Überlebenschance. First-Responder-Systeme überbrücken die Zeit, bis die Ambulanz eintrifft: Wenn jemand wegen eines vermuteten Herzstillstands die Notrufnummer 144 wählt, alarmiert die Einsatzzentrale gleichzeitig mit dem Rettungsdienst registrierte Freiwillige in der Nähe. Sie beginnen mit der Herzdruckmassage und setzen den nächsten AED ein, bis die Profis übernehmen.",
          sections: [
            {
              title: "Was Sie brauchen",
              kind: "list",
              items: [
                "Ein gültiges BLS-AED-Zertifikat (Basic Life Support mit automatisiertem externem Defibrillator), um sich als First Responder zu registrieren.",
                "Für First Responder Plus: eine Erste-Hilfe-Ausbildung auf Stufe IVR 2 (Stufe 2 des Interverbands für Rettungswesen).",
                "Ein Smartphone mit der Alarmierungs-App Ihrer Region und die Bereitschaft, bei einer Alarmierung sofort loszugehen.",
              ],
            },
            {
              title: "Kantonale First-Responder-Systeme",
              kind: "cantonal-systems",
              intro:
                "First-Responder-Systeme werden von den Kantonen organisiert, allein oder zusammen mit ihren Nachbarn. Welchem System Sie sich anschliessen, hängt davon ab, wo Sie wohnen oder studieren.",
              caption: "Kantonale First-Responder-Übersicht (2025)",
              systems: [
                {
                  system: "Eigene Systeme einzelner Kantone",
                  cantons: [],
                  note: "Mehrere Kantone betreiben ein eigenes System. Fragen Sie Ihren kantonalen Rettungsdienst, welches für Sie gilt.",
                },
                {
                  system: "Region Basel",
                  cantons: [canton("BL", "Basel-Landschaft"), canton("BS", "Basel-Stadt"), canton("SO", "Solothurn")],
                },
                {
                  system: "Stiftungsgruppe",
                  cantons: [canton("FR", "Freiburg"), canton("JU", "Jura"), canton("VD", "Waadt")],
                },
                {
                  system: "Zentralschweiz",
                  cantons: [canton("LU", "Luzern"), canton("NW", "Nidwalden"), canton("OW", "Obwalden"), canton("UR", "Uri")],
                },
                {
                  system: "Kein System für Laien",
                  cantons: [canton("SG", "St. Gallen"), canton("SH", "Schaffhausen")],
                },
              ],
            },
          ],
          links: [
            { label: "Swiss Resuscitation Council (BLS-AED-Kurse)", href: "https://www.resuscitation.ch" },
            { label: "Interverband für Rettungswesen (IVR)", href: "https://www.ivr-ias.ch" },
          ],
        },
        {
          title: "Humedica",
          summary:
            "Eine humanitäre Hilfsorganisation, die freiwillige medizinische Teams für kurze Einsätze in Katastrophen- und Krisengebiete schickt.",
          path: paths.humedica,
          intro:
            "Humedica ist eine humanitäre Hilfsorganisation. Nach Naturkatastrophen und in humanitären Krisen schickt sie Teams aus freiwilligen Ärztinnen und Ärzten, Pflegefachpersonen und Rettungspersonal, die vor Ort die medizinische Grundversorgung leisten, meist in Einsätzen von einigen Wochen.",
          sections: [
            {
              title: "Voraussetzungen für Freiwillige",
              kind: "list",
              intro: "Alle Freiwilligen durchlaufen vor einem ersten Einsatz die Vorbereitung von Humedica. Zugelassen werden:",
              items: [
                "Pflege- oder Rettungsfachpersonen, die ihre Ausbildung vor der Vorbereitung abgeschlossen haben.",
                "Ärztinnen und Ärzte, die mindestens das 10. Semester abgeschlossen haben.",
              ],
            },
            {
              title: "So können Sie sich engagieren",
              kind: "text",
              paragraphs: [
                "Registrieren Sie sich auf der Website von Humedica als Freiwillige oder Freiwilliger. Nach abgeschlossener Vorbereitung können Sie kurzfristig für Einsätze angefragt werden; klären Sie deshalb im Voraus, wie Sie sich im Studium oder bei der Arbeit freinehmen könnten.",
              ],
            },
          ],
          links: [{ label: "Humedica besuchen", href: "https://www.humedica.org" }],
        },
      ],
    },
    fr: {
      page: {
        title: "Bénévolat",
        intro:
          "Les compétences en médecine d’urgence sont utiles bien au-delà de l’hôpital : lors de missions humanitaires à l’étranger et comme premier répondant dans votre propre quartier.",
      },
      entries: [
        {
          title: "Médecins Sans Frontières",
          summary:
            "L’organisation médicale humanitaire Médecins Sans Frontières (MSF) apporte des soins médicaux aux personnes touchées par les conflits, les épidémies et les catastrophes.",
          path: paths.msf,
          intro:
            "Médecins Sans Frontières (MSF) est une organisation médicale humanitaire internationale et indépendante. Elle apporte des soins médicaux là où des personnes sont touchées par des conflits armés, des épidémies, des catastrophes naturelles ou l’exclusion des soins de santé.",
          sections: [
            {
              title: "Qui peut partir en mission",
              kind: "list",
              intro: "MSF envoie des professionnels qualifiés dans ses projets sur le terrain. Parmi les attentes habituelles :",
              items: [
                "Une formation professionnelle achevée, par exemple de médecin, d’infirmier ou de sage-femme, ou en logistique ou en administration.",
                "Une expérience professionnelle après le diplôme, en général d’au moins deux ans.",
                "Une disponibilité de plusieurs mois et de bonnes compétences linguistiques, souvent en anglais et en français.",
              ],
            },
            {
              title: "Ce que vous pouvez faire en tant qu’étudiant",
              kind: "text",
              paragraphs: [
                "Les missions sur le terrain ne sont pas encore ouvertes aux étudiants, mais vous pouvez vous préparer tôt : participez aux séances d’information de MSF Suisse, informez-vous sur la médecine humanitaire et tropicale, entraînez vos gestes d’urgence et vos langues.",
              ],
            },
          ],
          links: [
            { label: "Visiter MSF Suisse", href: "https://www.msf.ch" },
            { label: "Visiter MSF International", href: "https://www.msf.org" },
          ],
        },
        {
          title: "Premier répondant",
          summary:
            "Un système de premiers répondants pour l’arrêt cardiaque : des bénévoles formés à proximité sont alertés pour commencer la réanimation avant l’arrivée de l’ambulance.",
          path: paths.firstResponder,
          intro:
            "Lors d’un arrêt cardiaque, chaque minute sans réanimation réduit les chances de survie. Les systèmes de premiers répondants comblent le délai jusqu’à l’arrivée de l’ambulance : lorsque quelqu’un appelle le 144 pour un arrêt cardiaque suspecté, la centrale d’appels alerte, en même temps que le service de sauvetage, les bénévoles inscrits à proximité. Ils commencent le massage cardiaque et utilisent le DAE le plus proche jusqu’à ce que les professionnels prennent le relais.",
          sections: [
            {
              title: "Ce qu’il vous faut",
              kind: "list",
              items: [
                "Un certificat BLS AED valable (réanimation de base avec défibrillateur automatisé externe) pour vous inscrire comme premier répondant.",
                "Pour First Responder Plus : une formation en premiers secours de niveau IVR 2 (niveau 2 de l’Interassociation de sauvetage).",
                "Un smartphone avec l’application d’alerte de votre région, et la disponibilité de partir immédiatement lorsque vous êtes alerté.",
              ],
            },
            {
              title: "Systèmes cantonaux de premiers répondants",
              kind: "cantonal-systems",
              intro:
                "Les systèmes de premiers répondants sont organisés par les cantons, seuls ou avec leurs voisins. Le système que vous rejoignez dépend de l’endroit où vous habitez ou étudiez.",
              caption: "Listes cantonales des premiers répondants (2025)",
              systems: [
                {
                  system: "Systèmes cantonaux individuels",
                  cantons: [],
                  note: "Plusieurs cantons gèrent leur propre système. Demandez à votre service de sauvetage cantonal lequel s’applique à vous.",
                },
                {
                  system: "Région bâloise",
                  cantons: [canton("BL", "Bâle-Campagne"), canton("BS", "Bâle-Ville"), canton("SO", "Soleure")],
                },
                {
                  system: "Groupe de la fondation",
                  cantons: [canton("FR", "Fribourg"), canton("JU", "Jura"), canton("VD", "Vaud")],
                },
                {
                  system: "Suisse centrale",
                  cantons: [canton("LU", "Lucerne"), canton("NW", "Nidwald"), canton("OW", "Obwald"), canton("UR", "Uri")],
                },
                {
                  system: "Aucun système pour les non-professionnels",
                  cantons: [canton("SG", "Saint-Gall"), canton("SH", "Schaffhouse")],
                },
              ],
            },
          ],
          links: [
            { label: "Swiss Resuscitation Council (cours BLS AED)", href: "https://www.resuscitation.ch" },
            { label: "Interverband für Rettungswesen (IVR)", href: "https://www.ivr-ias.ch" },
          ],
        },
        {
          title: "Humedica",
          summary:
            "Une organisation d’aide humanitaire qui envoie des équipes médicales bénévoles dans des zones de catastrophe et de crise pour de courtes missions.",
          path: paths.humedica,
          intro:
            "Humedica est une organisation d’aide humanitaire. Après des catastrophes naturelles et lors de crises humanitaires, elle envoie des équipes de médecins, d’infirmiers et de personnel d’urgence bénévoles qui assurent les soins médicaux de base sur place, généralement lors de missions de quelques semaines.",
          sections: [
            {
              title: "Conditions pour les bénévoles",
              kind: "list",
              intro: "Chaque bénévole suit la préparation de Humedica avant une première mission. Pour être admis :",
              items: [
                "Le personnel infirmier ou d’urgence a terminé sa formation avant la préparation.",
                "Les médecins ont terminé au moins le 10e semestre.",
              ],
            },
            {
              title: "Comment vous engager",
              kind: "text",
              paragraphs: [
                "Inscrivez-vous comme bénévole sur le site de Humedica. Une fois la préparation terminée, vous pouvez être sollicité pour des missions à court terme ; vérifiez donc à l’avance comment vous pourriez vous libérer de vos études ou de votre travail.",
              ],
            },
          ],
          links: [{ label: "Visiter Humedica", href: "https://www.humedica.org" }],
        },
      ],
    },
    it: {
      page: {
        title: "Volontariato",
        intro:
          "Le competenze di medicina d’urgenza sono utili ben oltre l’ospedale: nelle missioni umanitarie all’estero e come first responder nel proprio quartiere.",
      },
      entries: [
        {
          title: "Medici Senza Frontiere",
          summary:
            "L’organizzazione medica umanitaria Médecins Sans Frontières (MSF) porta cure mediche alle persone colpite da conflitti, epidemie e catastrofi.",
          path: paths.msf,
          intro:
            "Medici Senza Frontiere / Médecins Sans Frontières (MSF) è un’organizzazione medica umanitaria internazionale e indipendente. Presta cure mediche dove le persone sono colpite da conflitti armati, epidemie, catastrofi naturali o dall’esclusione dall’assistenza sanitaria.",
          sections: [
            {
              title: "Chi può partire in missione",
              kind: "list",
              intro: "MSF invia professionisti qualificati nei suoi progetti sul campo. Tra i requisiti abituali:",
              items: [
                "Una formazione professionale conclusa, ad esempio come medico, infermiere o levatrice, oppure in logistica o amministrazione.",
                "Esperienza professionale dopo il diploma, di solito almeno due anni.",
                "Disponibilità per diversi mesi e buone conoscenze linguistiche, spesso inglese e francese.",
              ],
            },
            {
              title: "Cosa può fare da studente",
              kind: "text",
              paragraphs: [
                "Le missioni sul campo non sono ancora aperte agli studenti, ma può prepararsi presto: partecipi agli incontri informativi di MSF Svizzera, si informi sulla medicina umanitaria e tropicale, alleni le Sue competenze d’urgenza e le lingue.",
              ],
            },
          ],
          links: [
            { label: "Visitare MSF Svizzera", href: "https://www.msf.ch" },
            { label: "Visitare MSF International", href: "https://www.msf.org" },
          ],
        },
        {
          title: "First responder",
          summary:
            "Un sistema di first responder per l’arresto cardiaco: volontari formati nelle vicinanze vengono allertati per iniziare la rianimazione prima dell’arrivo dell’ambulanza.",
          path: paths.firstResponder,
          intro:
            "In caso di arresto cardiaco, ogni minuto senza rianimazione riduce le probabilità di sopravvivenza. I sistemi di first responder colmano il tempo fino all’arrivo dell’ambulanza: quando qualcuno chiama il 144 per un sospetto arresto cardiaco, la centrale allerta, insieme al servizio di soccorso, i volontari registrati vicini al luogo. Questi iniziano il massaggio cardiaco e usano il DAE più vicino finché subentrano i professionisti.",
          sections: [
            {
              title: "Cosa Le serve",
              kind: "list",
              items: [
                "Un certificato BLS AED valido (supporto vitale di base con defibrillatore automatico esterno) per registrarsi come first responder.",
                "Per First Responder Plus: una formazione di primo soccorso di livello IVR 2 (livello 2 dell’Interassociazione di salvataggio).",
                "Uno smartphone con l’app di allerta della Sua regione e la disponibilità a partire subito quando viene allertato.",
              ],
            },
            {
              title: "Sistemi cantonali di first responder",
              kind: "cantonal-systems",
              intro:
                "I sistemi di first responder sono organizzati dai cantoni, da soli o insieme ai loro vicini. Il sistema a cui aderire dipende da dove abita o studia.",
              caption: "Elenchi cantonali dei first responder (2025)",
              systems: [
                {
                  system: "Sistemi propri di singoli cantoni",
                  cantons: [],
                  note: "Diversi cantoni gestiscono un proprio sistema. Chieda al Suo servizio di soccorso cantonale quale vale per Lei.",
                },
                {
                  system: "Regione di Basilea",
                  cantons: [canton("BL", "Basilea Campagna"), canton("BS", "Basilea Città"), canton("SO", "Soletta")],
                },
                {
                  system: "Gruppo della fondazione",
                  cantons: [canton("FR", "Friburgo"), canton("JU", "Giura"), canton("VD", "Vaud")],
                },
                {
                  system: "Svizzera centrale",
                  cantons: [canton("LU", "Lucerna"), canton("NW", "Nidvaldo"), canton("OW", "Obvaldo"), canton("UR", "Uri")],
                },
                {
                  system: "Nessun sistema per non professionisti",
                  cantons: [canton("SG", "San Gallo"), canton("SH", "Sciaffusa")],
                },
              ],
            },
          ],
          links: [
            { label: "Swiss Resuscitation Council (corsi BLS AED)", href: "https://www.resuscitation.ch" },
            { label: "Interverband für Rettungswesen (IVR)", href: "https://www.ivr-ias.ch" },
          ],
        },
        {
          title: "Humedica",
          summary:
            "Un’organizzazione umanitaria che invia squadre mediche volontarie in zone di catastrofe e di crisi per brevi missioni.",
          path: paths.humedica,
          intro:
            "Humedica è un’organizzazione di aiuto umanitario. Dopo catastrofi naturali e in crisi umanitarie invia squadre di medici, infermieri e personale d’urgenza volontari che prestano le cure mediche di base sul posto, di solito in missioni di alcune settimane.",
          sections: [
            {
              title: "Requisiti per i volontari",
              kind: "list",
              intro: "Ogni volontario segue la preparazione di Humedica prima di una prima missione. Per essere ammessi:",
              items: [
                "Il personale infermieristico o d’urgenza ha concluso la formazione prima della preparazione.",
                "I medici hanno concluso almeno il 10° semestre.",
              ],
            },
            {
              title: "Come impegnarsi",
              kind: "text",
              paragraphs: [
                "Si registri come volontario sul sito di Humedica. Dopo aver concluso la preparazione, può essere chiamato per missioni con breve preavviso; verifichi quindi in anticipo come potrebbe assentarsi dagli studi o dal lavoro.",
              ],
            },
          ],
          links: [{ label: "Visitare Humedica", href: "https://www.humedica.org" }],
        },
      ],
    },
  },
);
