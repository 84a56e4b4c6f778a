/**
* | output |
* | --- |
* | "There is no member with this address. They may have been removed, or the link is incomplete." |
*
* @param {Person_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_not_found_text: ((inputs?: Person_Not_Found_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Not_Found_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Not_Found_TextInputs = {};
