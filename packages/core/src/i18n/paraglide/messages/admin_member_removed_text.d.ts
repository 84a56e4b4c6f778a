/**
* | output |
* | --- |
* | "{name} has been completely removed from the system." |
*
* @param {Admin_Member_Removed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_member_removed_text: ((inputs: Admin_Member_Removed_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Member_Removed_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Member_Removed_TextInputs = {
    name: NonNullable<unknown>;
};
