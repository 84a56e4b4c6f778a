/**
* | output |
* | --- |
* | "{name} has been told by e-mail." |
*
* @param {Person_Told_By_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_told_by_email: ((inputs: Person_Told_By_EmailInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Told_By_EmailInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Told_By_EmailInputs = {
    name: NonNullable<unknown>;
};
