/**
* | output |
* | --- |
* | "Open: {amount}, due {day}" |
*
* @param {Dash_Fee_Open_DueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_open_due: ((inputs: Dash_Fee_Open_DueInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Open_DueInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Open_DueInputs = {
    amount: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
