/**
* | output |
* | --- |
* | "your own account: ask another admin" |
*
* @param {Admin_Bulk_Outcome_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_outcome_own_account: ((inputs?: Admin_Bulk_Outcome_Own_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Outcome_Own_AccountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Outcome_Own_AccountInputs = {};
