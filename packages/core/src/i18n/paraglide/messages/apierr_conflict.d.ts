/**
* | output |
* | --- |
* | "This is not possible in the current state. Please reload the page and try again." |
*
* @param {Apierr_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_conflict: ((inputs?: Apierr_ConflictInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_ConflictInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_ConflictInputs = {};
