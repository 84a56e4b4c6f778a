/**
* | output |
* | --- |
* | "Subscribing..." |
*
* @param {Mailing_SubscribingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribing: ((inputs?: Mailing_SubscribingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_SubscribingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_SubscribingInputs = {};
