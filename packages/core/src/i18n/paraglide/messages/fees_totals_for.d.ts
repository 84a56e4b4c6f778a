/**
* | output |
* | --- |
* | "Totals for {year}" |
*
* @param {Fees_Totals_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_totals_for: ((inputs: Fees_Totals_ForInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Totals_ForInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Totals_ForInputs = {
    year: NonNullable<unknown>;
};
