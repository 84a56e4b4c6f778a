/**
* | output |
* | --- |
* | "coming soon" |
*
* @param {Em_Contact_Coming_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_contact_coming_soon: ((inputs?: Em_Contact_Coming_SoonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Em_Contact_Coming_SoonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Em_Contact_Coming_SoonInputs = {};
