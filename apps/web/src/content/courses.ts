import type { LinkData } from "./link-data";
import { courseSlug } from "@ssem/core";

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

export const courses: Course[] = [
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
];

export type LinkedCourse = Extract<Course, { comingSoon: false }>;

/** The courses that have a detail page, i.e. every course that is not 'Coming Soon'. */
export const linkedCourses = courses.filter((course): course is LinkedCourse => !course.comingSoon);

/** The course whose detail page lives at /emergency-medicine/courses/{slug}, if there is one. */
export function findCourseBySlug(slug: string): LinkedCourse | undefined {
  return linkedCourses.find((course) => courseSlug(course.title) === slug);
}

export function coursePath(title: string): string {
  return `/emergency-medicine/courses/${courseSlug(title)}`;
}
