/**
* | output |
* | --- |
* | "Thank you! Your subscription is confirmed: you will receive our news at this address." |
*
* @param {Mailing_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_confirmed: ((inputs?: Mailing_ConfirmedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_ConfirmedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_ConfirmedInputs = {};
