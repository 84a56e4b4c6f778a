/**
* | output |
* | --- |
* | "Partially paid" |
*
* @param {Fees_State_Partially_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_state_partially_paid: ((inputs?: Fees_State_Partially_PaidInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_State_Partially_PaidInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_State_Partially_PaidInputs = {};
