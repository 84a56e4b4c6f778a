/**
* | output |
* | --- |
* | "Reject {name}?" |
*
* @param {Admin_Reject_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_reject_title: ((inputs: Admin_Reject_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reject_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Reject_TitleInputs = {
    name: NonNullable<unknown>;
};
