/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mailing_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribe: ((inputs?: Mailing_UnsubscribeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_UnsubscribeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_UnsubscribeInputs = {};
