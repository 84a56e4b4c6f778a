/**
* | output |
* | --- |
* | "Unsubscribing..." |
*
* @param {Mailing_UnsubscribingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_unsubscribing: ((inputs?: Mailing_UnsubscribingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_UnsubscribingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_UnsubscribingInputs = {};
