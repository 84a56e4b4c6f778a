import type { LinkData } from "./link-data";
import { courseSlug, type Locale } from "@ssem/core";
import { localized } from "./localized";

/** Certification courses on the career paths page and their detail pages (/emergency-medicine/courses/{slug}). */

export type CourseDetail = {
  /** Heading of the detail page. */
  pageTitle: string;
  lead: string;
  offeredBy: string;
  audience: string;
  access: string;
  content: string[];
  recognition: string;
  links: LinkData[];
};

type CourseBase = {
  /** The card title; its slug (courseSlug) is the detail page's address. */
  title: string;
  description: string;
  duration: string;
  studentFriendly: boolean;
};

export type Course = CourseBase & ({ comingSoon: true } | { comingSoon: false; detail: CourseDetail });

const naemt: LinkData = { label: "NAEMT website", href: "https://www.naemt.org" };
const aha: LinkData = { label: "American Heart Association", href: "https://cpr.heart.org" };
const erc: LinkData = { label: "European Resuscitation Council", href: "https://www.erc.edu" };

export const coursesContent = localized<Course[]>(
  [
    {
      title: "ATLS / ETC",
      description: "Structured care of severely injured patients in the first hour in hospital.",
      duration: "3 days",
      studentFriendly: false,
      comingSoon: false,
      detail: {
        pageTitle: "ATLS & ETC",
        lead: "Two courses for the first hour of trauma care in hospital. ATLS (Advanced Trauma Life Support) teaches one systematic way to assess and treat a severely injured patient; ETC (European Trauma Course) trains the same priorities in realistic team scenarios.",
        offeredBy:
          "ATLS: the American College of Surgeons (Committee on Trauma). ETC: the European Resuscitation Council together with European societies of anesthesiology, emergency medicine and trauma surgery.",
        audience:
          "Physicians who treat injured patients in the emergency department, the resuscitation room or a rescue service: residents in emergency medicine, surgery, anesthesiology and intensive care, and the consultants who lead trauma teams.",
        access:
          "Both are courses for physicians; registration usually requires a medical degree. You receive the course manual a few weeks in advance and are expected to study it, and ATLS starts with a pre-test. As a student you can already read the manual to prepare for surgery and emergency rotations.",
        content: [
          "The ABCDE primary survey with immediate resuscitation, followed by a structured secondary survey",
          "Airway management and ventilation in the injured patient",
          "Recognizing and treating shock and hemorrhage",
          "Injuries of the chest, abdomen, head, spine and limbs, and burns",
          "Trauma in children, older adults and pregnancy",
          "Deciding early on transfer to definitive care",
          "Skill stations and simulated trauma cases; ETC puts particular weight on teamwork and leadership",
        ],
        recognition:
          "ATLS or ETC is one of the required courses for the focus in clinical emergency medicine (SGNOR). An ATLS provider certificate is usually valid for four years; check the current period with the provider.",
        links: [
          { label: "American College of Surgeons (ATLS)", href: "https://www.facs.org" },
          { label: "European Resuscitation Council (ETC)", href: erc.href },
        ],
      },
    },
    {
      title: "ACLS / ALS",
      description: "Advanced life support for adults in cardiac arrest and in the critical minutes around it.",
      duration: "2 days",
      studentFriendly: false,
      comingSoon: false,
      detail: {
        pageTitle: "ACLS & ALS",
        lead: "Advanced life support for adults in cardiac arrest and in the peri-arrest period. ACLS follows the guidelines of the American Heart Association (AHA), ALS those of the European Resuscitation Council (ERC). In Switzerland, the Swiss Resuscitation Council (SRC) publishes the national resuscitation guidelines and recognizes training courses.",
        offeredBy:
          "ACLS: the American Heart Association. ALS: the European Resuscitation Council. Both are run in Switzerland by accredited hospitals and training centers.",
        audience:
          "Physicians, nurses and paramedics who lead or join a resuscitation team: in the emergency department, intensive care, anesthesiology, cardiology and rescue services.",
        access:
          "You need confident basic life support skills and some familiarity with ECG rhythms. Both courses include preparation before the course days: the AHA with a pre-course self-assessment, the ERC with e-learning and the course manual. Each provider decides whether medical students in their final years may attend, so ask before you register.",
        content: [
          "High-quality chest compressions and early defibrillation",
          "Rhythm recognition and the algorithms for shockable and non-shockable rhythms",
          "Airway management and ventilation during resuscitation",
          "Vascular access (intravenous and intraosseous) and resuscitation drugs",
          "Finding and treating reversible causes of cardiac arrest",
          "Bradycardia and tachycardia with a pulse, and acute coronary syndromes",
          "Care after return of spontaneous circulation",
          "Leading a team in simulated cardiac arrests, with a practical and a written assessment",
        ],
        recognition:
          "ACLS/ALS is required for both the focus in clinical emergency medicine and the prehospital emergency medicine certificate (SGNOR). An AHA ACLS card is usually valid for two years (check the current period with the provider); plan regular refreshers with either course.",
        links: [aha, erc, { label: "Swiss Resuscitation Council", href: "https://www.resuscitation.ch" }],
      },
    },
    {
      title: "PALS / EPLS",
      description: "Advanced life support for critically ill and injured infants and children.",
      duration: "2 days",
      studentFriendly: false,
      comingSoon: false,
      detail: {
        pageTitle: "PALS & EPLS",
        lead: "Advanced life support for infants and children. PALS (Pediatric Advanced Life Support) is the course of the American Heart Association; EPLS (European Paediatric Life Support) is the course of the European Resuscitation Council, today offered as European Paediatric Advanced Life Support (EPALS).",
        offeredBy:
          "PALS: the American Heart Association. EPLS/EPALS: the European Resuscitation Council. Both are run in Switzerland by accredited hospitals and training centers.",
        audience:
          "Physicians, nurses and paramedics who care for critically ill or injured children: in pediatrics, emergency departments, anesthesiology and rescue services.",
        access:
          "You need confident basic life support skills, ideally including pediatric basic life support. You prepare with the course manual and, depending on the provider, e-learning or a self-assessment. The courses are meant for health professionals; ask the provider whether students can attend.",
        content: [
          "Recognizing the seriously ill or injured child early with a structured ABCDE assessment",
          "Respiratory failure and shock in children",
          "Pediatric basic and advanced life support algorithms, including defibrillation",
          "Airway management and bag-mask ventilation in infants and children",
          "Intraosseous access and weight-based drug dosing",
          "Arrhythmias and care after resuscitation",
          "Team scenarios with a practical assessment",
        ],
        recognition:
          "PALS/EPLS is one of the required courses for the prehospital emergency medicine certificate (SGNOR). An AHA PALS card is usually valid for two years; check the current period with the provider.",
        links: [aha, erc],
      },
    },
    {
      title: "PHTLS",
      description: "Prehospital trauma care on scene and during transport, open to students of several professions.",
      duration: "2 days",
      studentFriendly: true,
      comingSoon: false,
      detail: {
        pageTitle: "PHTLS",
        lead: "Prehospital Trauma Life Support is the trauma course of the National Association of Emergency Medical Technicians (NAEMT), developed with the American College of Surgeons Committee on Trauma. It teaches how to assess and treat injured patients on scene and during transport.",
        offeredBy: "NAEMT, through licensed training centers, several of them in Switzerland.",
        audience:
          "Everyone who cares for injured patients outside the hospital: paramedics, emergency physicians and nurses, and students of medicine and paramedicine who want a structured approach to trauma.",
        access:
          "No medical degree is required. Basic knowledge of anatomy and first aid is enough, and you prepare with the course manual. Because the course is open to several professions, it is one of the most accessible trauma courses for students.",
        content: [
          "Scene safety and situational awareness",
          "The XABCDE approach: stop critical external bleeding first",
          "Bleeding control with direct pressure, wound packing and tourniquets",
          "Airway, breathing and spinal motion restriction",
          "Shock, and injuries of the head, chest, abdomen and limbs; burns",
          "Trauma in special patient groups and environmental injuries",
          "Scenario-based practice in small groups",
        ],
        recognition:
          "NAEMT issues a certificate that is usually valid for four years (check the current period with the provider), and the course is well known in Swiss rescue services. PHTLS is not one of the required courses: the focus in clinical emergency medicine asks for ATLS/ETC, and the prehospital emergency medicine certificate asks for the prehospital emergency medicine course, ACLS/ALS and PALS/EPLS.",
        links: [naemt],
      },
    },
    {
      title: "AMLS",
      description: "An assessment-based approach to medical emergencies outside and inside the hospital.",
      duration: "2 days",
      studentFriendly: true,
      comingSoon: false,
      detail: {
        pageTitle: "AMLS",
        lead: "Advanced Medical Life Support is the medical counterpart of PHTLS: a course by the National Association of Emergency Medical Technicians (NAEMT), endorsed by the National Association of EMS Physicians, that teaches an assessment-based approach to patients with acute medical emergencies.",
        offeredBy: "NAEMT, through licensed training centers, several of them in Switzerland.",
        audience:
          "Paramedics, emergency physicians and nurses, and students of medicine and paramedicine who want to approach medical emergencies in a structured way.",
        access:
          "No medical degree is required. Basic clinical knowledge is enough, and you prepare with the course manual. Like PHTLS, the course is open to several professions and therefore suits students well.",
        content: [
          "From first impression to working diagnosis: the AMLS assessment pathway",
          "Shortness of breath, chest pain and shock",
          "Altered mental status and other neurological emergencies",
          "Endocrine and metabolic emergencies",
          "Infections and sepsis",
          "Poisoning and environmental emergencies",
          "Case-based scenarios in small groups",
        ],
        recognition:
          "NAEMT issues a certificate that is usually valid for four years; check the current period with the provider. AMLS is not one of the required courses for the focus in clinical emergency medicine or the prehospital certificate, but it is a good preparation for emergency rotations and student jobs.",
        links: [naemt],
      },
    },
    {
      title: "TCCC / TECC",
      description: "Trauma care in high-threat situations, from the military to civilian mass-casualty events.",
      duration: "2-3 days",
      studentFriendly: true,
      comingSoon: false,
      detail: {
        pageTitle: "TCCC & TECC",
        lead: "Tactical Combat Casualty Care (TCCC) is the standard for trauma care under fire in the military; its guidelines come from the Committee on Tactical Combat Casualty Care (CoTCCC). Tactical Emergency Casualty Care (TECC) applies the same principles to civilian high-threat situations such as attacks and mass-casualty events.",
        offeredBy: "NAEMT offers courses in both, following the CoTCCC guidelines for TCCC.",
        audience:
          "Military medical personnel, police and security services, paramedics and emergency physicians, and students interested in disaster and high-threat medicine.",
        access:
          "Depending on the course format there is no medical prerequisite; formats for medical personnel expect basic clinical knowledge. Some TCCC courses are reserved for military or police participants, while civilian TECC courses are usually open to students.",
        content: [
          "The phases of care: care under fire or direct threat, tactical field care or indirect threat, and evacuation",
          "Stopping massive bleeding with tourniquets, wound packing and pressure dressings",
          "The MARCH sequence: massive hemorrhage, airway, respiration, circulation, hypothermia and head injury",
          "Needle decompression of a tension pneumothorax",
          "Moving casualties, triage and evacuation",
          "Realistic scenarios, often outdoors and under stress",
        ],
        recognition:
          "Participants who pass receive an NAEMT certificate. TCCC/TECC is not a required course for the focus in clinical emergency medicine or the prehospital certificate, but it is valued in rescue services, the army and disaster medicine.",
        links: [naemt],
      },
    },
    {
      title: "International Diploma in Mountain Medicine",
      description: "Emergency and rescue medicine in the mountains: alpine accidents, altitude illness and cold injuries, practiced in the field.",
      duration: "7 days",
      studentFriendly: false,
      comingSoon: true,
    },
    {
      title: "SFG-H / CSAM Module 6",
      description: "Medical leadership in major incidents and disasters from the hospital's side; required for the focus in clinical emergency medicine.",
      duration: "3 days",
      studentFriendly: false,
      comingSoon: true,
    },
  ],
  {
    de: [
      {
        title: "ATLS / ETC",
        description: "Strukturierte Versorgung schwer verletzter Patientinnen und Patienten in der ersten Stunde im Spital.",
        duration: "3 Tage",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "ATLS & ETC",
          lead: "Zwei Kurse für die erste Stunde der Traumaversorgung im Spital. ATLS (Advanced Trauma Life Support) lehrt ein systematisches Vorgehen, um schwer verletzte Patientinnen und Patienten zu beurteilen und zu behandeln; ETC (European Trauma Course) trainiert dieselben Prioritäten in realistischen Teamszenarien.",
          offeredBy:
            "ATLS: das American College of Surgeons (Committee on Trauma). ETC: der European Resuscitation Council zusammen mit europäischen Fachgesellschaften für Anästhesiologie, Notfallmedizin und Traumachirurgie.",
          audience:
            "Ärztinnen und Ärzte, die verletzte Patientinnen und Patienten auf der Notfallstation, im Schockraum oder im Rettungsdienst behandeln: Assistenzärztinnen und -ärzte in Notfallmedizin, Chirurgie, Anästhesiologie und Intensivmedizin sowie die Kaderärztinnen und -ärzte, die Traumateams leiten.",
          access:
            "Beide Kurse richten sich an Ärztinnen und Ärzte; die Anmeldung setzt in der Regel ein abgeschlossenes Medizinstudium voraus. Sie erhalten das Kursbuch einige Wochen im Voraus und sollen es durcharbeiten, und ATLS beginnt mit einem Vortest. Als Studentin oder Student können Sie das Kursbuch bereits lesen, um sich auf Praktika in Chirurgie und auf der Notfallstation vorzubereiten.",
          content: [
            "Der ABCDE-Primary-Survey mit sofortiger Reanimation, gefolgt von einem strukturierten Secondary Survey",
            "Atemwegsmanagement und Beatmung bei verletzten Patientinnen und Patienten",
            "Schock und Blutungen erkennen und behandeln",
            "Verletzungen von Thorax, Abdomen, Kopf, Wirbelsäule und Extremitäten sowie Verbrennungen",
            "Trauma bei Kindern, älteren Menschen und in der Schwangerschaft",
            "Früh über die Verlegung zur definitiven Versorgung entscheiden",
            "Skill-Stationen und simulierte Traumafälle; ETC legt besonderes Gewicht auf Teamarbeit und Führung",
          ],
          recognition:
            "ATLS oder ETC ist einer der vorgeschriebenen Kurse für den Schwerpunkt klinische Notfallmedizin (SGNOR). Ein ATLS-Providerzertifikat ist in der Regel vier Jahre gültig; prüfen Sie die aktuelle Dauer beim Anbieter.",
          links: [
            { label: "American College of Surgeons (ATLS)", href: "https://www.facs.org" },
            { label: "European Resuscitation Council (ETC)", href: erc.href },
          ],
        },
      },
      {
        title: "ACLS / ALS",
        description: "Erweiterte Reanimationsmassnahmen bei Erwachsenen im Herzstillstand und in den kritischen Minuten davor und danach.",
        duration: "2 Tage",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "ACLS & ALS",
          lead: "Erweiterte Reanimationsmassnahmen bei Erwachsenen im Herzstillstand und in der Peri-Arrest-Phase. ACLS folgt den Richtlinien der American Heart Association (AHA), ALS jenen des European Resuscitation Council (ERC). In der Schweiz veröffentlicht der Swiss Resuscitation Council (SRC) die nationalen Reanimationsrichtlinien und anerkennt Ausbildungskurse.",
          offeredBy:
            "ACLS: die American Heart Association. ALS: der European Resuscitation Council. Beide werden in der Schweiz von akkreditierten Spitälern und Ausbildungszentren durchgeführt.",
          audience:
            "Ärztinnen und Ärzte, Pflegefachpersonen sowie Rettungssanitäterinnen und -sanitäter, die ein Reanimationsteam leiten oder darin mitarbeiten: auf der Notfallstation, in Intensivmedizin, Anästhesiologie, Kardiologie und im Rettungsdienst.",
          access:
            "Sie brauchen sichere Kenntnisse in Basic Life Support und etwas Vertrautheit mit EKG-Rhythmen. Beide Kurse umfassen eine Vorbereitung vor den Kurstagen: die AHA mit einer Selbsteinschätzung vor dem Kurs, der ERC mit E-Learning und dem Kursbuch. Jeder Anbieter entscheidet selbst, ob Medizinstudierende in den letzten Studienjahren teilnehmen dürfen; fragen Sie daher vor der Anmeldung nach.",
          content: [
            "Hochwertige Thoraxkompressionen und frühe Defibrillation",
            "Rhythmuserkennung und die Algorithmen für defibrillierbare und nicht defibrillierbare Rhythmen",
            "Atemwegsmanagement und Beatmung während der Reanimation",
            "Gefässzugang (intravenös und intraossär) und Reanimationsmedikamente",
            "Reversible Ursachen des Herzstillstands finden und behandeln",
            "Bradykardie und Tachykardie mit Puls sowie akute Koronarsyndrome",
            "Versorgung nach Wiedereinsetzen des Spontankreislaufs",
            "Teamführung bei simulierten Herzstillständen, mit praktischer und schriftlicher Prüfung",
          ],
          recognition:
            "ACLS/ALS ist sowohl für den Schwerpunkt klinische Notfallmedizin als auch für den Fähigkeitsausweis präklinische Notfallmedizin (SGNOR) vorgeschrieben. Eine AHA-ACLS-Karte ist in der Regel zwei Jahre gültig (prüfen Sie die aktuelle Dauer beim Anbieter); planen Sie mit beiden Kursen regelmässige Auffrischungen ein.",
          links: [aha, erc, { label: "Swiss Resuscitation Council", href: "https://www.resuscitation.ch" }],
        },
      },
      {
        title: "PALS / EPLS",
        description: "Erweiterte Reanimationsmassnahmen bei kritisch kranken und verletzten Säuglingen und Kindern.",
        duration: "2 Tage",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "PALS & EPLS",
          lead: "Erweiterte Reanimationsmassnahmen bei Säuglingen und Kindern. PALS (Pediatric Advanced Life Support) ist der Kurs der American Heart Association; EPLS (European Paediatric Life Support) ist der Kurs des European Resuscitation Council, der heute als European Paediatric Advanced Life Support (EPALS) angeboten wird.",
          offeredBy:
            "PALS: die American Heart Association. EPLS/EPALS: der European Resuscitation Council. Beide werden in der Schweiz von akkreditierten Spitälern und Ausbildungszentren durchgeführt.",
          audience:
            "Ärztinnen und Ärzte, Pflegefachpersonen sowie Rettungssanitäterinnen und -sanitäter, die kritisch kranke oder verletzte Kinder versorgen: in der Pädiatrie, auf Notfallstationen, in der Anästhesiologie und im Rettungsdienst.",
          access:
            "Sie brauchen sichere Kenntnisse in Basic Life Support, idealerweise auch in pädiatrischem Basic Life Support. Sie bereiten sich mit dem Kursbuch und, je nach Anbieter, mit E-Learning oder einer Selbsteinschätzung vor. Die Kurse richten sich an Gesundheitsfachpersonen; fragen Sie beim Anbieter nach, ob Studierende teilnehmen können.",
          content: [
            "Das schwer kranke oder verletzte Kind früh erkennen, mit einer strukturierten ABCDE-Beurteilung",
            "Respiratorische Insuffizienz und Schock bei Kindern",
            "Algorithmen für pädiatrischen Basic und Advanced Life Support, einschliesslich Defibrillation",
            "Atemwegsmanagement und Beutel-Masken-Beatmung bei Säuglingen und Kindern",
            "Intraossärer Zugang und gewichtsbasierte Medikamentendosierung",
            "Arrhythmien und Versorgung nach der Reanimation",
            "Teamszenarien mit praktischer Prüfung",
          ],
          recognition:
            "PALS/EPLS ist einer der vorgeschriebenen Kurse für den Fähigkeitsausweis präklinische Notfallmedizin (SGNOR). Eine AHA-PALS-Karte ist in der Regel zwei Jahre gültig; prüfen Sie die aktuelle Dauer beim Anbieter.",
          links: [aha, erc],
        },
      },
      {
        title: "PHTLS",
        description: "Präklinische Traumaversorgung vor Ort und während des Transports, offen für Studierende mehrerer Berufe.",
        duration: "2 Tage",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "PHTLS",
          lead: "Prehospital Trauma Life Support ist der Traumakurs der National Association of Emergency Medical Technicians (NAEMT), entwickelt mit dem American College of Surgeons Committee on Trauma. Er lehrt, verletzte Patientinnen und Patienten vor Ort und während des Transports zu beurteilen und zu behandeln.",
          offeredBy: "NAEMT, über lizenzierte Ausbildungszentren, mehrere davon in der Schweiz.",
          audience:
            "Alle, die verletzte Patientinnen und Patienten ausserhalb des Spitals versorgen: Rettungssanitäterinnen und -sanitäter, Notärztinnen und Notärzte, Pflegefachpersonen sowie Studierende der Medizin und der Rettungssanität, die ein strukturiertes Vorgehen beim Trauma suchen.",
          access:
            "Ein abgeschlossenes Medizinstudium ist nicht nötig. Grundkenntnisse in Anatomie und Erster Hilfe genügen, und Sie bereiten sich mit dem Kursbuch vor. Da der Kurs mehreren Berufen offensteht, ist er einer der zugänglichsten Traumakurse für Studierende.",
          content: [
            "Sicherheit am Einsatzort und Lagebewusstsein",
            "Das XABCDE-Schema: zuerst kritische äussere Blutungen stoppen",
            "Blutungskontrolle mit direktem Druck, Wundtamponade und Tourniquets",
            "Atemweg, Atmung und Bewegungseinschränkung der Wirbelsäule",
            "Schock und Verletzungen von Kopf, Thorax, Abdomen und Extremitäten; Verbrennungen",
            "Trauma bei besonderen Patientengruppen und umweltbedingte Verletzungen",
            "Szenariobasiertes Üben in Kleingruppen",
          ],
          recognition:
            "NAEMT stellt ein Zertifikat aus, das in der Regel vier Jahre gültig ist (prüfen Sie die aktuelle Dauer beim Anbieter), und der Kurs ist in Schweizer Rettungsdiensten gut bekannt. PHTLS gehört nicht zu den vorgeschriebenen Kursen: Der Schwerpunkt klinische Notfallmedizin verlangt ATLS/ETC, und der Fähigkeitsausweis präklinische Notfallmedizin verlangt den Kurs für präklinische Notfallmedizin, ACLS/ALS und PALS/EPLS.",
          links: [{ label: "Website der NAEMT", href: naemt.href }],
        },
      },
      {
        title: "AMLS",
        description: "Ein beurteilungsbasiertes Vorgehen bei medizinischen Notfällen ausserhalb und innerhalb des Spitals.",
        duration: "2 Tage",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "AMLS",
          lead: "Advanced Medical Life Support ist das internistische Gegenstück zu PHTLS: ein Kurs der National Association of Emergency Medical Technicians (NAEMT), unterstützt von der National Association of EMS Physicians, der ein beurteilungsbasiertes Vorgehen bei Patientinnen und Patienten mit akuten medizinischen Notfällen lehrt.",
          offeredBy: "NAEMT, über lizenzierte Ausbildungszentren, mehrere davon in der Schweiz.",
          audience:
            "Rettungssanitäterinnen und -sanitäter, Notärztinnen und Notärzte, Pflegefachpersonen sowie Studierende der Medizin und der Rettungssanität, die medizinische Notfälle strukturiert angehen möchten.",
          access:
            "Ein abgeschlossenes Medizinstudium ist nicht nötig. Klinische Grundkenntnisse genügen, und Sie bereiten sich mit dem Kursbuch vor. Wie PHTLS steht der Kurs mehreren Berufen offen und eignet sich daher gut für Studierende.",
          content: [
            "Vom ersten Eindruck zur Arbeitsdiagnose: der AMLS-Beurteilungspfad",
            "Atemnot, Brustschmerz und Schock",
            "Veränderter Bewusstseinszustand und andere neurologische Notfälle",
            "Endokrine und metabolische Notfälle",
            "Infektionen und Sepsis",
            "Vergiftungen und umweltbedingte Notfälle",
            "Fallbasierte Szenarien in Kleingruppen",
          ],
          recognition:
            "NAEMT stellt ein Zertifikat aus, das in der Regel vier Jahre gültig ist; prüfen Sie die aktuelle Dauer beim Anbieter. AMLS gehört nicht zu den vorgeschriebenen Kursen für den Schwerpunkt klinische Notfallmedizin oder den Fähigkeitsausweis präklinische Notfallmedizin, ist aber eine gute Vorbereitung auf Notfallpraktika und Studentenjobs.",
          links: [{ label: "Website der NAEMT", href: naemt.href }],
        },
      },
      {
        title: "TCCC / TECC",
        description: "Traumaversorgung in Bedrohungslagen, vom Militär bis zu zivilen Grossereignissen mit vielen Verletzten.",
        duration: "2-3 Tage",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "TCCC & TECC",
          lead: "Tactical Combat Casualty Care (TCCC) ist der Standard für die Traumaversorgung unter Beschuss im Militär; seine Richtlinien stammen vom Committee on Tactical Combat Casualty Care (CoTCCC). Tactical Emergency Casualty Care (TECC) überträgt dieselben Grundsätze auf zivile Bedrohungslagen wie Anschläge und Grossereignisse mit vielen Verletzten.",
          offeredBy: "NAEMT bietet Kurse in beiden an und folgt für TCCC den Richtlinien des CoTCCC.",
          audience:
            "Militärisches Sanitätspersonal, Polizei und Sicherheitsdienste, Rettungssanitäterinnen und -sanitäter, Notärztinnen und Notärzte sowie Studierende mit Interesse an Katastrophen- und Bedrohungsmedizin.",
          access:
            "Je nach Kursformat gibt es keine medizinische Voraussetzung; Formate für medizinisches Personal setzen klinische Grundkenntnisse voraus. Einige TCCC-Kurse sind Angehörigen von Militär oder Polizei vorbehalten, während zivile TECC-Kurse meist auch Studierenden offenstehen.",
          content: [
            "Die Phasen der Versorgung: Versorgung unter Beschuss oder direkter Bedrohung, taktische Feldversorgung oder indirekte Bedrohung, und Evakuation",
            "Massive Blutungen mit Tourniquets, Wundtamponade und Druckverbänden stoppen",
            "Das MARCH-Schema: massive Blutung, Atemweg, Atmung, Kreislauf, Hypothermie und Kopfverletzung",
            "Nadeldekompression eines Spannungspneumothorax",
            "Verletzte bewegen, Triage und Evakuation",
            "Realistische Szenarien, oft im Freien und unter Stress",
          ],
          recognition:
            "Wer besteht, erhält ein Zertifikat der NAEMT. TCCC/TECC ist kein vorgeschriebener Kurs für den Schwerpunkt klinische Notfallmedizin oder den Fähigkeitsausweis präklinische Notfallmedizin, wird aber in Rettungsdiensten, in der Armee und in der Katastrophenmedizin geschätzt.",
          links: [{ label: "Website der NAEMT", href: naemt.href }],
        },
      },
      {
        title: "International Diploma in Mountain Medicine",
        description: "Notfall- und Rettungsmedizin in den Bergen: alpine Unfälle, Höhenkrankheit und Kälteschäden, im Gelände geübt.",
        duration: "7 Tage",
        studentFriendly: false,
        comingSoon: true,
      },
      {
        title: "SFG-H / CSAM Module 6",
        description: "Medizinische Führung bei Grossereignissen und Katastrophen aus Sicht des Spitals; vorgeschrieben für den Schwerpunkt klinische Notfallmedizin.",
        duration: "3 Tage",
        studentFriendly: false,
        comingSoon: true,
      },
    ],
    fr: [
      {
        title: "ATLS / ETC",
        description: "Prise en charge structurée des patients gravement blessés durant la première heure à l’hôpital.",
        duration: "3 jours",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "ATLS & ETC",
          lead: "Deux cours pour la première heure de la prise en charge traumatologique à l’hôpital. ATLS (Advanced Trauma Life Support) enseigne une méthode systématique pour évaluer et traiter un patient gravement blessé ; ETC (European Trauma Course) entraîne les mêmes priorités dans des scénarios d’équipe réalistes.",
          offeredBy:
            "ATLS : l’American College of Surgeons (Committee on Trauma). ETC : l’European Resuscitation Council avec des sociétés européennes d’anesthésiologie, de médecine d’urgence et de chirurgie traumatologique.",
          audience:
            "Les médecins qui traitent des patients blessés aux urgences, en salle de déchocage ou dans un service de sauvetage : médecins assistants en médecine d’urgence, chirurgie, anesthésiologie et soins intensifs, et les cadres qui dirigent les équipes de traumatologie.",
          access:
            "Les deux cours s’adressent aux médecins ; l’inscription exige en général un diplôme de médecine. Vous recevez le manuel quelques semaines à l’avance et êtes censé l’étudier, et ATLS commence par un pré-test. En tant qu’étudiant, vous pouvez déjà lire le manuel pour préparer vos stages en chirurgie et aux urgences.",
          content: [
            "Le bilan primaire ABCDE avec réanimation immédiate, suivi d’un bilan secondaire structuré",
            "Gestion des voies aériennes et ventilation chez le patient blessé",
            "Reconnaître et traiter le choc et l’hémorragie",
            "Lésions du thorax, de l’abdomen, de la tête, de la colonne et des membres, et brûlures",
            "Traumatismes chez l’enfant, la personne âgée et pendant la grossesse",
            "Décider tôt du transfert vers la prise en charge définitive",
            "Ateliers pratiques et cas de traumatologie simulés ; ETC met particulièrement l’accent sur le travail d’équipe et le leadership",
          ],
          recognition:
            "ATLS ou ETC fait partie des cours exigés pour la formation approfondie en médecine d’urgence hospitalière (SGNOR). Un certificat ATLS provider est en général valable quatre ans ; vérifiez la durée actuelle auprès du prestataire.",
          links: [
            { label: "American College of Surgeons (ATLS)", href: "https://www.facs.org" },
            { label: "European Resuscitation Council (ETC)", href: erc.href },
          ],
        },
      },
      {
        title: "ACLS / ALS",
        description: "Réanimation avancée de l’adulte en arrêt cardiaque et dans les minutes critiques qui l’entourent.",
        duration: "2 jours",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "ACLS & ALS",
          lead: "Réanimation avancée de l’adulte en arrêt cardiaque et en période péri-arrêt. ACLS suit les recommandations de l’American Heart Association (AHA), ALS celles de l’European Resuscitation Council (ERC). En Suisse, le Swiss Resuscitation Council (SRC) publie les directives nationales de réanimation et reconnaît les cours de formation.",
          offeredBy:
            "ACLS : l’American Heart Association. ALS : l’European Resuscitation Council. Les deux sont organisés en Suisse par des hôpitaux et des centres de formation accrédités.",
          audience:
            "Les médecins, infirmiers et ambulanciers qui dirigent une équipe de réanimation ou en font partie : aux urgences, aux soins intensifs, en anesthésiologie, en cardiologie et dans les services de sauvetage.",
          access:
            "Il vous faut une bonne maîtrise de la réanimation de base et une certaine familiarité avec les rythmes ECG. Les deux cours comprennent une préparation avant les journées de cours : l’AHA avec une auto-évaluation préalable, l’ERC avec de l’e-learning et le manuel. Chaque prestataire décide si les étudiants en médecine des dernières années peuvent participer ; renseignez-vous avant de vous inscrire.",
          content: [
            "Compressions thoraciques de haute qualité et défibrillation précoce",
            "Reconnaissance des rythmes et algorithmes pour les rythmes choquables et non choquables",
            "Gestion des voies aériennes et ventilation pendant la réanimation",
            "Accès vasculaire (intraveineux et intraosseux) et médicaments de réanimation",
            "Rechercher et traiter les causes réversibles de l’arrêt cardiaque",
            "Bradycardie et tachycardie avec pouls, et syndromes coronariens aigus",
            "Prise en charge après retour d’une circulation spontanée",
            "Diriger une équipe lors d’arrêts cardiaques simulés, avec une évaluation pratique et écrite",
          ],
          recognition:
            "ACLS/ALS est exigé à la fois pour la formation approfondie en médecine d’urgence hospitalière et pour l’attestation de médecine d’urgence préhospitalière (SGNOR). Une carte AHA ACLS est en général valable deux ans (vérifiez la durée actuelle auprès du prestataire) ; prévoyez des rafraîchissements réguliers avec l’un ou l’autre cours.",
          links: [aha, erc, { label: "Swiss Resuscitation Council", href: "https://www.resuscitation.ch" }],
        },
      },
      {
        title: "PALS / EPLS",
        description: "Réanimation avancée des nourrissons et des enfants gravement malades ou blessés.",
        duration: "2 jours",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "PALS & EPLS",
          lead: "Réanimation avancée des nourrissons et des enfants. PALS (Pediatric Advanced Life Support) est le cours de l’American Heart Association ; EPLS (European Paediatric Life Support) est le cours de l’European Resuscitation Council, proposé aujourd’hui sous le nom d’European Paediatric Advanced Life Support (EPALS).",
          offeredBy:
            "PALS : l’American Heart Association. EPLS/EPALS : l’European Resuscitation Council. Les deux sont organisés en Suisse par des hôpitaux et des centres de formation accrédités.",
          audience:
            "Les médecins, infirmiers et ambulanciers qui prennent en charge des enfants gravement malades ou blessés : en pédiatrie, aux urgences, en anesthésiologie et dans les services de sauvetage.",
          access:
            "Il vous faut une bonne maîtrise de la réanimation de base, idéalement aussi de la réanimation de base pédiatrique. Vous vous préparez avec le manuel et, selon le prestataire, avec de l’e-learning ou une auto-évaluation. Les cours s’adressent aux professionnels de la santé ; demandez au prestataire si les étudiants peuvent participer.",
          content: [
            "Reconnaître tôt l’enfant gravement malade ou blessé grâce à une évaluation ABCDE structurée",
            "Insuffisance respiratoire et choc chez l’enfant",
            "Algorithmes de réanimation pédiatrique de base et avancée, y compris la défibrillation",
            "Gestion des voies aériennes et ventilation au ballon-masque chez le nourrisson et l’enfant",
            "Accès intraosseux et dosage des médicaments selon le poids",
            "Arythmies et prise en charge après la réanimation",
            "Scénarios d’équipe avec une évaluation pratique",
          ],
          recognition:
            "PALS/EPLS fait partie des cours exigés pour l’attestation de médecine d’urgence préhospitalière (SGNOR). Une carte AHA PALS est en général valable deux ans ; vérifiez la durée actuelle auprès du prestataire.",
          links: [aha, erc],
        },
      },
      {
        title: "PHTLS",
        description: "Prise en charge préhospitalière des traumatismes sur place et pendant le transport, ouverte aux étudiants de plusieurs professions.",
        duration: "2 jours",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "PHTLS",
          lead: "Prehospital Trauma Life Support est le cours de traumatologie de la National Association of Emergency Medical Technicians (NAEMT), développé avec l’American College of Surgeons Committee on Trauma. Il enseigne à évaluer et traiter les patients blessés sur place et pendant le transport.",
          offeredBy: "La NAEMT, par l’intermédiaire de centres de formation sous licence, dont plusieurs en Suisse.",
          audience:
            "Toutes les personnes qui prennent en charge des patients blessés hors de l’hôpital : ambulanciers, médecins d’urgence et infirmiers, ainsi que les étudiants en médecine et en soins ambulanciers qui veulent une approche structurée du traumatisme.",
          access:
            "Aucun diplôme de médecine n’est exigé. Des connaissances de base en anatomie et en premiers secours suffisent, et vous vous préparez avec le manuel. Comme le cours est ouvert à plusieurs professions, c’est l’un des cours de traumatologie les plus accessibles aux étudiants.",
          content: [
            "Sécurité sur les lieux et conscience de la situation",
            "L’approche XABCDE : arrêter d’abord les hémorragies externes critiques",
            "Contrôle des hémorragies par compression directe, méchage et garrots",
            "Voies aériennes, respiration et restriction des mouvements de la colonne",
            "Choc, et lésions de la tête, du thorax, de l’abdomen et des membres ; brûlures",
            "Traumatismes dans des groupes de patients particuliers et lésions liées à l’environnement",
            "Exercices en petits groupes basés sur des scénarios",
          ],
          recognition:
            "La NAEMT délivre un certificat en général valable quatre ans (vérifiez la durée actuelle auprès du prestataire), et le cours est bien connu dans les services de sauvetage suisses. PHTLS ne fait pas partie des cours exigés : la formation approfondie en médecine d’urgence hospitalière demande ATLS/ETC, et l’attestation de médecine d’urgence préhospitalière demande le cours de médecine d’urgence préhospitalière, ACLS/ALS et PALS/EPLS.",
          links: [{ label: "Site web de la NAEMT", href: naemt.href }],
        },
      },
      {
        title: "AMLS",
        description: "Une approche fondée sur l’évaluation des urgences médicales, en dehors comme à l’intérieur de l’hôpital.",
        duration: "2 jours",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "AMLS",
          lead: "Advanced Medical Life Support est le pendant médical de PHTLS : un cours de la National Association of Emergency Medical Technicians (NAEMT), soutenu par la National Association of EMS Physicians, qui enseigne une approche fondée sur l’évaluation des patients présentant une urgence médicale aiguë.",
          offeredBy: "La NAEMT, par l’intermédiaire de centres de formation sous licence, dont plusieurs en Suisse.",
          audience:
            "Ambulanciers, médecins d’urgence et infirmiers, ainsi que les étudiants en médecine et en soins ambulanciers qui veulent aborder les urgences médicales de façon structurée.",
          access:
            "Aucun diplôme de médecine n’est exigé. Des connaissances cliniques de base suffisent, et vous vous préparez avec le manuel. Comme PHTLS, le cours est ouvert à plusieurs professions et convient donc bien aux étudiants.",
          content: [
            "De la première impression au diagnostic de travail : le parcours d’évaluation AMLS",
            "Dyspnée, douleur thoracique et choc",
            "Troubles de l’état de conscience et autres urgences neurologiques",
            "Urgences endocriniennes et métaboliques",
            "Infections et sepsis",
            "Intoxications et urgences environnementales",
            "Scénarios basés sur des cas en petits groupes",
          ],
          recognition:
            "La NAEMT délivre un certificat en général valable quatre ans ; vérifiez la durée actuelle auprès du prestataire. AMLS ne fait pas partie des cours exigés pour la formation approfondie en médecine d’urgence hospitalière ni pour l’attestation préhospitalière, mais c’est une bonne préparation aux stages aux urgences et aux jobs étudiants.",
          links: [{ label: "Site web de la NAEMT", href: naemt.href }],
        },
      },
      {
        title: "TCCC / TECC",
        description: "Prise en charge des traumatismes en situation de menace, de l’armée aux événements civils faisant de nombreuses victimes.",
        duration: "2-3 jours",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "TCCC & TECC",
          lead: "Tactical Combat Casualty Care (TCCC) est la norme de prise en charge des traumatismes sous le feu dans l’armée ; ses directives proviennent du Committee on Tactical Combat Casualty Care (CoTCCC). Tactical Emergency Casualty Care (TECC) applique les mêmes principes aux situations civiles de menace, comme les attentats et les événements faisant de nombreuses victimes.",
          offeredBy: "La NAEMT propose des cours dans les deux, en suivant les directives du CoTCCC pour TCCC.",
          audience:
            "Personnel sanitaire militaire, police et services de sécurité, ambulanciers et médecins d’urgence, ainsi que les étudiants intéressés par la médecine de catastrophe et des situations de menace.",
          access:
            "Selon le format du cours, il n’y a pas de prérequis médical ; les formats destinés au personnel médical supposent des connaissances cliniques de base. Certains cours TCCC sont réservés aux participants de l’armée ou de la police, tandis que les cours civils TECC sont en général ouverts aux étudiants.",
          content: [
            "Les phases de la prise en charge : soins sous le feu ou sous menace directe, soins tactiques sur le terrain ou sous menace indirecte, et évacuation",
            "Arrêter une hémorragie massive avec des garrots, le méchage et des pansements compressifs",
            "La séquence MARCH : hémorragie massive, voies aériennes, respiration, circulation, hypothermie et traumatisme crânien",
            "Décompression à l’aiguille d’un pneumothorax sous tension",
            "Déplacer les blessés, triage et évacuation",
            "Scénarios réalistes, souvent en extérieur et sous stress",
          ],
          recognition:
            "Les participants qui réussissent reçoivent un certificat de la NAEMT. TCCC/TECC n’est pas un cours exigé pour la formation approfondie en médecine d’urgence hospitalière ni pour l’attestation préhospitalière, mais il est apprécié dans les services de sauvetage, à l’armée et en médecine de catastrophe.",
          links: [{ label: "Site web de la NAEMT", href: naemt.href }],
        },
      },
      {
        title: "International Diploma in Mountain Medicine",
        description: "Médecine d’urgence et de sauvetage en montagne : accidents alpins, mal de l’altitude et lésions dues au froid, exercés sur le terrain.",
        duration: "7 jours",
        studentFriendly: false,
        comingSoon: true,
      },
      {
        title: "SFG-H / CSAM Module 6",
        description: "Conduite médicale lors d’événements majeurs et de catastrophes du point de vue de l’hôpital ; exigé pour la formation approfondie en médecine d’urgence hospitalière.",
        duration: "3 jours",
        studentFriendly: false,
        comingSoon: true,
      },
    ],
    it: [
      {
        title: "ATLS / ETC",
        description: "Cura strutturata dei pazienti gravemente feriti nella prima ora in ospedale.",
        duration: "3 giorni",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "ATLS & ETC",
          lead: "Due corsi per la prima ora della cura del trauma in ospedale. ATLS (Advanced Trauma Life Support) insegna un metodo sistematico per valutare e trattare un paziente gravemente ferito; ETC (European Trauma Course) allena le stesse priorità in scenari di squadra realistici.",
          offeredBy:
            "ATLS: l’American College of Surgeons (Committee on Trauma). ETC: l’European Resuscitation Council insieme a società europee di anestesiologia, medicina d’urgenza e chirurgia del trauma.",
          audience:
            "Medici che trattano pazienti feriti in pronto soccorso, in sala di rianimazione o in un servizio di soccorso: medici assistenti in medicina d’urgenza, chirurgia, anestesiologia e cure intense, e i quadri che guidano i team di trauma.",
          access:
            "Entrambi sono corsi per medici; l’iscrizione richiede di norma una laurea in medicina. Riceve il manuale del corso alcune settimane prima e deve studiarlo, e ATLS inizia con un pre-test. Da studente può già leggere il manuale per prepararsi agli stage in chirurgia e in pronto soccorso.",
          content: [
            "La valutazione primaria ABCDE con rianimazione immediata, seguita da una valutazione secondaria strutturata",
            "Gestione delle vie aeree e ventilazione nel paziente ferito",
            "Riconoscere e trattare lo shock e l’emorragia",
            "Lesioni di torace, addome, testa, colonna e arti, e ustioni",
            "Trauma nei bambini, negli anziani e in gravidanza",
            "Decidere presto il trasferimento verso le cure definitive",
            "Stazioni pratiche e casi di trauma simulati; ETC dà particolare peso al lavoro di squadra e alla leadership",
          ],
          recognition:
            "ATLS o ETC è uno dei corsi richiesti per la formazione approfondita in medicina d’urgenza ospedaliera (SGNOR). Un certificato ATLS provider è di norma valido quattro anni; verifichi la durata attuale presso l’organizzatore.",
          links: [
            { label: "American College of Surgeons (ATLS)", href: "https://www.facs.org" },
            { label: "European Resuscitation Council (ETC)", href: erc.href },
          ],
        },
      },
      {
        title: "ACLS / ALS",
        description: "Supporto vitale avanzato per adulti in arresto cardiaco e nei minuti critici che lo circondano.",
        duration: "2 giorni",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "ACLS & ALS",
          lead: "Supporto vitale avanzato per adulti in arresto cardiaco e nella fase peri-arresto. ACLS segue le linee guida dell’American Heart Association (AHA), ALS quelle dell’European Resuscitation Council (ERC). In Svizzera lo Swiss Resuscitation Council (SRC) pubblica le linee guida nazionali di rianimazione e riconosce i corsi di formazione.",
          offeredBy:
            "ACLS: l’American Heart Association. ALS: l’European Resuscitation Council. Entrambi sono organizzati in Svizzera da ospedali e centri di formazione accreditati.",
          audience:
            "Medici, infermieri e soccorritori che guidano un team di rianimazione o ne fanno parte: in pronto soccorso, cure intense, anestesiologia, cardiologia e nei servizi di soccorso.",
          access:
            "Servono solide competenze di supporto vitale di base e una certa familiarità con i ritmi ECG. Entrambi i corsi comprendono una preparazione prima delle giornate di corso: l’AHA con un’autovalutazione preliminare, l’ERC con e-learning e il manuale. Ogni organizzatore decide se gli studenti di medicina degli ultimi anni possono partecipare; chieda quindi prima di iscriversi.",
          content: [
            "Compressioni toraciche di alta qualità e defibrillazione precoce",
            "Riconoscimento dei ritmi e algoritmi per ritmi defibrillabili e non defibrillabili",
            "Gestione delle vie aeree e ventilazione durante la rianimazione",
            "Accesso vascolare (endovenoso e intraosseo) e farmaci per la rianimazione",
            "Individuare e trattare le cause reversibili dell’arresto cardiaco",
            "Bradicardia e tachicardia con polso, e sindromi coronariche acute",
            "Cure dopo il ritorno della circolazione spontanea",
            "Guidare un team in arresti cardiaci simulati, con una valutazione pratica e scritta",
          ],
          recognition:
            "ACLS/ALS è richiesto sia per la formazione approfondita in medicina d’urgenza ospedaliera sia per il certificato di medicina d’urgenza preospedaliera (SGNOR). Una tessera AHA ACLS è di norma valida due anni (verifichi la durata attuale presso l’organizzatore); pianifichi aggiornamenti regolari con l’uno o l’altro corso.",
          links: [aha, erc, { label: "Swiss Resuscitation Council", href: "https://www.resuscitation.ch" }],
        },
      },
      {
        title: "PALS / EPLS",
        description: "Supporto vitale avanzato per lattanti e bambini gravemente malati o feriti.",
        duration: "2 giorni",
        studentFriendly: false,
        comingSoon: false,
        detail: {
          pageTitle: "PALS & EPLS",
          lead: "Supporto vitale avanzato per lattanti e bambini. PALS (Pediatric Advanced Life Support) è il corso dell’American Heart Association; EPLS (European Paediatric Life Support) è il corso dell’European Resuscitation Council, oggi offerto come European Paediatric Advanced Life Support (EPALS).",
          offeredBy:
            "PALS: l’American Heart Association. EPLS/EPALS: l’European Resuscitation Council. Entrambi sono organizzati in Svizzera da ospedali e centri di formazione accreditati.",
          audience:
            "Medici, infermieri e soccorritori che curano bambini gravemente malati o feriti: in pediatria, in pronto soccorso, in anestesiologia e nei servizi di soccorso.",
          access:
            "Servono solide competenze di supporto vitale di base, idealmente anche pediatrico. Si prepara con il manuale del corso e, a seconda dell’organizzatore, con e-learning o un’autovalutazione. I corsi sono destinati ai professionisti della salute; chieda all’organizzatore se gli studenti possono partecipare.",
          content: [
            "Riconoscere presto il bambino gravemente malato o ferito con una valutazione ABCDE strutturata",
            "Insufficienza respiratoria e shock nei bambini",
            "Algoritmi di supporto vitale pediatrico di base e avanzato, inclusa la defibrillazione",
            "Gestione delle vie aeree e ventilazione con pallone e maschera in lattanti e bambini",
            "Accesso intraosseo e dosaggio dei farmaci in base al peso",
            "Aritmie e cure dopo la rianimazione",
            "Scenari di squadra con una valutazione pratica",
          ],
          recognition:
            "PALS/EPLS è uno dei corsi richiesti per il certificato di medicina d’urgenza preospedaliera (SGNOR). Una tessera AHA PALS è di norma valida due anni; verifichi la durata attuale presso l’organizzatore.",
          links: [aha, erc],
        },
      },
      {
        title: "PHTLS",
        description: "Cura preospedaliera del trauma sul posto e durante il trasporto, aperta a studenti di più professioni.",
        duration: "2 giorni",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "PHTLS",
          lead: "Prehospital Trauma Life Support è il corso sul trauma della National Association of Emergency Medical Technicians (NAEMT), sviluppato con l’American College of Surgeons Committee on Trauma. Insegna a valutare e trattare i pazienti feriti sul posto e durante il trasporto.",
          offeredBy: "La NAEMT, tramite centri di formazione autorizzati, diversi dei quali in Svizzera.",
          audience:
            "Tutti coloro che curano pazienti feriti fuori dall’ospedale: soccorritori, medici d’urgenza e infermieri, e studenti di medicina e di soccorso sanitario che cercano un approccio strutturato al trauma.",
          access:
            "Non è richiesta una laurea in medicina. Bastano conoscenze di base di anatomia e primo soccorso, e ci si prepara con il manuale del corso. Poiché è aperto a più professioni, è uno dei corsi sul trauma più accessibili agli studenti.",
          content: [
            "Sicurezza sul luogo dell’intervento e consapevolezza della situazione",
            "L’approccio XABCDE: fermare prima le emorragie esterne critiche",
            "Controllo delle emorragie con compressione diretta, tamponamento della ferita e lacci emostatici",
            "Vie aeree, respirazione e limitazione dei movimenti della colonna",
            "Shock, e lesioni di testa, torace, addome e arti; ustioni",
            "Trauma in gruppi di pazienti particolari e lesioni ambientali",
            "Esercitazioni basate su scenari in piccoli gruppi",
          ],
          recognition:
            "La NAEMT rilascia un certificato di norma valido quattro anni (verifichi la durata attuale presso l’organizzatore), e il corso è ben conosciuto nei servizi di soccorso svizzeri. PHTLS non è tra i corsi richiesti: la formazione approfondita in medicina d’urgenza ospedaliera chiede ATLS/ETC, e il certificato di medicina d’urgenza preospedaliera chiede il corso di medicina d’urgenza preospedaliera, ACLS/ALS e PALS/EPLS.",
          links: [{ label: "Sito web della NAEMT", href: naemt.href }],
        },
      },
      {
        title: "AMLS",
        description: "Un approccio basato sulla valutazione alle emergenze mediche fuori e dentro l’ospedale.",
        duration: "2 giorni",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "AMLS",
          lead: "Advanced Medical Life Support è la controparte medica di PHTLS: un corso della National Association of Emergency Medical Technicians (NAEMT), sostenuto dalla National Association of EMS Physicians, che insegna un approccio basato sulla valutazione ai pazienti con emergenze mediche acute.",
          offeredBy: "La NAEMT, tramite centri di formazione autorizzati, diversi dei quali in Svizzera.",
          audience:
            "Soccorritori, medici d’urgenza e infermieri, e studenti di medicina e di soccorso sanitario che vogliono affrontare le emergenze mediche in modo strutturato.",
          access:
            "Non è richiesta una laurea in medicina. Bastano conoscenze cliniche di base, e ci si prepara con il manuale del corso. Come PHTLS, il corso è aperto a più professioni ed è quindi adatto agli studenti.",
          content: [
            "Dalla prima impressione alla diagnosi di lavoro: il percorso di valutazione AMLS",
            "Dispnea, dolore toracico e shock",
            "Alterazioni dello stato di coscienza e altre emergenze neurologiche",
            "Emergenze endocrine e metaboliche",
            "Infezioni e sepsi",
            "Intossicazioni ed emergenze ambientali",
            "Scenari basati su casi in piccoli gruppi",
          ],
          recognition:
            "La NAEMT rilascia un certificato di norma valido quattro anni; verifichi la durata attuale presso l’organizzatore. AMLS non è tra i corsi richiesti per la formazione approfondita in medicina d’urgenza ospedaliera o per il certificato preospedaliero, ma è una buona preparazione agli stage in pronto soccorso e ai lavori per studenti.",
          links: [{ label: "Sito web della NAEMT", href: naemt.href }],
        },
      },
      {
        title: "TCCC / TECC",
        description: "Cura del trauma in situazioni di minaccia, dall’ambito militare agli eventi civili con molte vittime.",
        duration: "2-3 giorni",
        studentFriendly: true,
        comingSoon: false,
        detail: {
          pageTitle: "TCCC & TECC",
          lead: "Tactical Combat Casualty Care (TCCC) è lo standard per la cura del trauma sotto il fuoco in ambito militare; le sue linee guida provengono dal Committee on Tactical Combat Casualty Care (CoTCCC). Tactical Emergency Casualty Care (TECC) applica gli stessi principi alle situazioni civili di minaccia, come attentati ed eventi con molte vittime.",
          offeredBy: "La NAEMT offre corsi in entrambi, seguendo per TCCC le linee guida del CoTCCC.",
          audience:
            "Personale sanitario militare, polizia e servizi di sicurezza, soccorritori e medici d’urgenza, e studenti interessati alla medicina delle catastrofi e delle situazioni di minaccia.",
          access:
            "A seconda del formato del corso non vi sono prerequisiti medici; i formati per il personale medico presuppongono conoscenze cliniche di base. Alcuni corsi TCCC sono riservati a partecipanti dell’esercito o della polizia, mentre i corsi civili TECC sono di norma aperti agli studenti.",
          content: [
            "Le fasi della cura: cura sotto il fuoco o minaccia diretta, cura tattica sul campo o minaccia indiretta, ed evacuazione",
            "Fermare un’emorragia massiva con lacci emostatici, tamponamento della ferita e bendaggi compressivi",
            "La sequenza MARCH: emorragia massiva, vie aeree, respirazione, circolazione, ipotermia e trauma cranico",
            "Decompressione con ago di un pneumotorace iperteso",
            "Spostare i feriti, triage ed evacuazione",
            "Scenari realistici, spesso all’aperto e sotto stress",
          ],
          recognition:
            "Chi supera il corso riceve un certificato della NAEMT. TCCC/TECC non è un corso richiesto per la formazione approfondita in medicina d’urgenza ospedaliera o per il certificato preospedaliero, ma è apprezzato nei servizi di soccorso, nell’esercito e nella medicina delle catastrofi.",
          links: [{ label: "Sito web della NAEMT", href: naemt.href }],
        },
      },
      {
        title: "International Diploma in Mountain Medicine",
        description: "Medicina d’urgenza e di soccorso in montagna: incidenti alpini, mal di montagna e lesioni da freddo, con esercitazioni sul terreno.",
        duration: "7 giorni",
        studentFriendly: false,
        comingSoon: true,
      },
      {
        title: "SFG-H / CSAM Module 6",
        description: "Conduzione medica in eventi maggiori e catastrofi dal punto di vista dell’ospedale; richiesto per la formazione approfondita in medicina d’urgenza ospedaliera.",
        duration: "3 giorni",
        studentFriendly: false,
        comingSoon: true,
      },
    ],
  },
);

export type LinkedCourse = Extract<Course, { comingSoon: false }>;

/** The courses that have a detail page, i.e. every course that is not 'Coming Soon'. */
export function linkedCourses(locale: Locale): LinkedCourse[] {
  return coursesContent[locale].filter((course): course is LinkedCourse => !course.comingSoon);
}

/** The course whose detail page lives at /emergency-medicine/courses/{slug}, if there is one. Titles are the same in every language. */
export function findCourseBySlug(slug: string, locale: Locale): LinkedCourse | undefined {
  return linkedCourses(locale).find((course) => courseSlug(course.title) === slug);
}

export function coursePath(title: string): string {
  return `/emergency-medicine/courses/${courseSlug(title)}`;
}
