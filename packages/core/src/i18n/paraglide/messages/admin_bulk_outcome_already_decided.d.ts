/**
* | output |
* | --- |
* | "already decided" |
*
* @param {Admin_Bulk_Outcome_Already_DecidedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_already_decided: ((inputs?: Admin_Bulk_Outcome_Already_DecidedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_Already_DecidedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_Already_DecidedInputs = {};
