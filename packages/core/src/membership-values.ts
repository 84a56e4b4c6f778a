/**
 * What the membership form shows before anyone types: the fields, statuses, fees and limits, without zod, so
 * the prerendered page loads its schema only when the form is submitted (issue 40). The schemas are in membership.ts.
 */
export const fields = ["medicine", "paramedic", "nursing"] as const;
export type Field = (typeof fields)[number];
export const fieldLabels: Record<Field, string> = { medicine: "Medicine", paramedic: "Paramedic", nursing: "Nursing" };

export const studentTypes = ["student", "resident", "graduate", "specialist"] as const;
export type StudentType = (typeof studentTypes)[number];
export const studentTypeLabels: Record<StudentType, string> = {
  student: "Student",
  resident: "Resident",
  graduate: "Graduate",
  specialist: "Specialist",
};

/** Annual fee in CHF (spec, member area §9): 10 for students, 20 for everyone else. */
export function annualFeeChf(studentType: StudentType): number {
  return studentType === "student" ? 10 : 20;
}

export const INVOICE_DAYS = 7;

/** Limits of free-text fields, enforced by the server as well as the form. */
export const membershipLimits = { name: 100, placeOfStudy: 200, email: 254, phone: 40, message: 2000 } as const;
