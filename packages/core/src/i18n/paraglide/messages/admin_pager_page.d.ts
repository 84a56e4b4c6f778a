/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Admin_Pager_PageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pager_page: ((inputs: Admin_Pager_PageInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pager_PageInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pager_PageInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
