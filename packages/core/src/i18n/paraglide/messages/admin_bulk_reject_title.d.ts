/**
* | output |
* | --- |
* | "Reject {people}?" |
*
* @param {Admin_Bulk_Reject_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_reject_title: ((inputs: Admin_Bulk_Reject_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_Reject_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_Reject_TitleInputs = {
    people: NonNullable<unknown>;
};
