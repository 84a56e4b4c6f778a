/**
* | output |
* | --- |
* | "Approve {name} after all?" |
*
* @param {Person_Approve_Again_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_again_title: ((inputs: Person_Approve_Again_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Approve_Again_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Approve_Again_TitleInputs = {
    name: NonNullable<unknown>;
};
