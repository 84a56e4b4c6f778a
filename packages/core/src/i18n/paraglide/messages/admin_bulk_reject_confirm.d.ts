/**
* | output |
* | --- |
* | "Reject {people}" |
*
* @param {Admin_Bulk_Reject_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_reject_confirm: ((inputs: Admin_Bulk_Reject_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Reject_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Reject_ConfirmInputs = {
    people: NonNullable<unknown>;
};
