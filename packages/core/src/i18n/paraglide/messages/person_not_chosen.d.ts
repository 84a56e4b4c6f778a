/**
* | output |
* | --- |
* | "Not chosen yet" |
*
* @param {Person_Not_ChosenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_chosen: ((inputs?: Person_Not_ChosenInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Not_ChosenInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Not_ChosenInputs = {};
