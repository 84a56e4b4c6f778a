/**
* | output |
* | --- |
* | "Resend" |
*
* @param {Fees_Action_ResendInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_resend: ((inputs?: Fees_Action_ResendInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Action_ResendInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Action_ResendInputs = {};
