/**
* | output |
* | --- |
* | "Responsible for content" |
*
* @param {Legal_Responsible_For_ContentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_responsible_for_content: ((inputs?: Legal_Responsible_For_ContentInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Responsible_For_ContentInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Responsible_For_ContentInputs = {};
