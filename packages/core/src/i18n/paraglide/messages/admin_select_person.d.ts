/**
* | output |
* | --- |
* | "Select {name}" |
*
* @param {Admin_Select_PersonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_select_person: ((inputs: Admin_Select_PersonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Select_PersonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Select_PersonInputs = {
    name: NonNullable<unknown>;
};
