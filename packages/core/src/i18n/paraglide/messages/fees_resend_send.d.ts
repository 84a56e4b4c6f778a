/**
* | output |
* | --- |
* | "Resend invoice" |
*
* @param {Fees_Resend_SendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_resend_send: ((inputs?: Fees_Resend_SendInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Resend_SendInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Resend_SendInputs = {};
