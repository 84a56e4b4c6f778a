/**
* | output |
* | --- |
* | "Go to the membership form" |
*
* @param {About_Membership_Form_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const about_membership_form_link: ((inputs?: About_Membership_Form_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Membership_Form_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Membership_Form_LinkInputs = {};
