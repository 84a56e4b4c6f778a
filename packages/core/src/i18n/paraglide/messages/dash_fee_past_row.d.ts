/**
* | output |
* | --- |
* | "{year} · Invoice {number} · {amount}" |
*
* @param {Dash_Fee_Past_RowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_past_row: ((inputs: Dash_Fee_Past_RowInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Past_RowInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Past_RowInputs = {
    year: NonNullable<unknown>;
    number: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
