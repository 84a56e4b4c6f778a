/**
* | output |
* | --- |
* | "Audit log entries about {name}" |
*
* @param {Person_Audit_AboutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_audit_about: ((inputs: Person_Audit_AboutInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Audit_AboutInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Audit_AboutInputs = {
    name: NonNullable<unknown>;
};
