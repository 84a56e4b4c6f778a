/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved." |
*
* @param {Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const not_found_text: ((inputs?: Not_Found_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_TextInputs = {};
