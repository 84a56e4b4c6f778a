/**
* | output |
* | --- |
* | "You can subscribe again under" |
*
* @param {Mailing_Subscribe_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_subscribe_again: ((inputs?: Mailing_Subscribe_AgainInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Subscribe_AgainInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Subscribe_AgainInputs = {};
