/**
* | output |
* | --- |
* | "Stay Updated" |
*
* @param {Mailing_Stay_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_stay_updated: ((inputs?: Mailing_Stay_UpdatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Stay_UpdatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Stay_UpdatedInputs = {};
