import type { LinkData } from "./link-data";
import { coursePath } from "./courses";

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

const siwf: LinkData = { label: "SIWF website", href: "https://www.siwf.ch" };
const sgnor: LinkData = { label: "SGNOR website", href: "https://www.sgnor.ch" };

export const focusClinicalEm: Qualification = {
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
      items: [
        { text: "General internal medicine" },
        { text: "Anesthesiology" },
        { text: "Surgery" },
        { text: "Intensive care medicine" },
      ],
      note: "The training program on the SIWF website lists every eligible specialty. Check it before you plan your training.",
    },
    {
      id: "requirements",
      title: "Requirements",
      intro: "To obtain the focus you need:",
      items: [
        { text: "At least 24 months in approved emergency departments" },
        { text: "ACLS/ALS", to: coursePath("ACLS / ALS") },
        { text: "ATLS/ETC", to: coursePath("ATLS / ETC") },
        { text: "Module 6 (SFG-H / CSAM): medical leadership in major incidents" },
        { text: "A basic POCUS (point-of-care ultrasound) course" },
      ],
    },
  ],
  official: {
    title: "Official information",
    text: "The training program, with every binding detail and its current version, is published by the SIWF. SGNOR, the society responsible for the focus, answers questions about training positions and recognition.",
    links: [siwf, sgnor],
  },
};

export const prehospitalEm: Qualification = {
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
        { text: "ACLS/ALS", to: coursePath("ACLS / ALS") },
        { text: "PALS/EPLS", to: coursePath("PALS / EPLS") },
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
    links: [sgnor],
  },
};
