/**
* | output |
* | --- |
* | "Paid on {day}" |
*
* @param {Dash_Fee_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_paid_on: ((inputs: Dash_Fee_Paid_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Paid_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Paid_OnInputs = {
    day: NonNullable<unknown>;
};
