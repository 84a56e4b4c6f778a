/**
* | output |
* | --- |
* | "This was not found. It may have been deleted." |
*
* @param {Apierr_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_not_found: ((inputs?: Apierr_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Not_FoundInputs = {};
