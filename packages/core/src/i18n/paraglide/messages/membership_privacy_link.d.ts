/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Membership_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_privacy_link: ((inputs?: Membership_Privacy_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Privacy_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Privacy_LinkInputs = {};
