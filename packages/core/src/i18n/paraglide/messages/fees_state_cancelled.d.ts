/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Fees_State_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_cancelled: ((inputs?: Fees_State_CancelledInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_State_CancelledInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_State_CancelledInputs = {};
