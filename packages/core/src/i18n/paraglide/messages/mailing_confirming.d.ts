/**
* | output |
* | --- |
* | "Confirming your subscription…" |
*
* @param {Mailing_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_confirming: ((inputs?: Mailing_ConfirmingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_ConfirmingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_ConfirmingInputs = {};
