/**
* | output |
* | --- |
* | "Bulk actions" |
*
* @param {Admin_Bulk_ActionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_actions: ((inputs?: Admin_Bulk_ActionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_ActionsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_ActionsInputs = {};
