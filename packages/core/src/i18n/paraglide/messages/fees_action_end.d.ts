/**
* | output |
* | --- |
* | "End membership" |
*
* @param {Fees_Action_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_action_end: ((inputs?: Fees_Action_EndInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Action_EndInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Action_EndInputs = {};
