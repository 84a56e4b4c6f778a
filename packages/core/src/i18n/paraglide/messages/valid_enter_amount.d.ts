/**
* | output |
* | --- |
* | "Enter an amount in CHF, such as 10.00" |
*
* @param {Valid_Enter_AmountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const valid_enter_amount: ((inputs?: Valid_Enter_AmountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Valid_Enter_AmountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Valid_Enter_AmountInputs = {};
