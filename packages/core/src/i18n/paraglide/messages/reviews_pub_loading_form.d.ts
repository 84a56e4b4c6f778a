/**
* | output |
* | --- |
* | "Loading the form…" |
*
* @param {Reviews_Pub_Loading_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const reviews_pub_loading_form: ((inputs?: Reviews_Pub_Loading_FormInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reviews_Pub_Loading_FormInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reviews_Pub_Loading_FormInputs = {};
