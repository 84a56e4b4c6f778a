/**
* | output |
* | --- |
* | "Approve {people}" |
*
* @param {Admin_Bulk_Approve_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_approve_confirm: ((inputs: Admin_Bulk_Approve_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Approve_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Approve_ConfirmInputs = {
    people: NonNullable<unknown>;
};
