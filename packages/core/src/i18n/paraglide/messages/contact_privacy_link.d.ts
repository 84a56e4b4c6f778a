/**
* | output |
* | --- |
* | "Read our privacy policy" |
*
* @param {Contact_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const contact_privacy_link: ((inputs?: Contact_Privacy_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Privacy_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Privacy_LinkInputs = {};
