/**
* | output |
* | --- |
* | "The amount must be more than zero" |
*
* @param {Valid_Amount_Above_ZeroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_amount_above_zero: ((inputs?: Valid_Amount_Above_ZeroInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Amount_Above_ZeroInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Amount_Above_ZeroInputs = {};
