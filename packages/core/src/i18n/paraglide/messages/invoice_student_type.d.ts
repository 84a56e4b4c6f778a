/**
* | studentType | output |
* | --- | --- |
* | "student" | "Student" |
* | "resident" | "Resident" |
* | "graduate" | "Graduate" |
* | * | "Specialist" |
*
* @param {Invoice_Student_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const invoice_student_type: ((inputs: Invoice_Student_TypeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invoice_Student_TypeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invoice_Student_TypeInputs = {
    studentType: NonNullable<unknown>;
};
