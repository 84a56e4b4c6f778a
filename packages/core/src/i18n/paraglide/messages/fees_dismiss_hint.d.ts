/**
* | output |
* | --- |
* | "For example: a donation, or a payment from another account’s bank file. Kept in the audit log and the payments CSV." |
*
* @param {Fees_Dismiss_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_dismiss_hint: ((inputs?: Fees_Dismiss_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Dismiss_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Dismiss_HintInputs = {};
