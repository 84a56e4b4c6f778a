/**
* | output |
* | --- |
* | "Cancel invoice" |
*
* @param {Fees_Action_CancelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_cancel: ((inputs?: Fees_Action_CancelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Action_CancelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Action_CancelInputs = {};
