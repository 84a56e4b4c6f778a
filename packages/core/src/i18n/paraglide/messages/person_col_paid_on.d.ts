/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Person_Col_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_col_paid_on: ((inputs?: Person_Col_Paid_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Col_Paid_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Col_Paid_OnInputs = {};
