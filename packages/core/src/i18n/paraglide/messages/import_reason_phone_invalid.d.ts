/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Import_Reason_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_reason_phone_invalid: ((inputs?: Import_Reason_Phone_InvalidInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Reason_Phone_InvalidInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Reason_Phone_InvalidInputs = {};
