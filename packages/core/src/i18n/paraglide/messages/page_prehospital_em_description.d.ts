/**
* | output |
* | --- |
* | "The certificate for prehospital emergency physicians: clinical training, required courses and 50 emergency calls." |
*
* @param {Page_Prehospital_Em_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const page_prehospital_em_description: ((inputs?: Page_Prehospital_Em_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Page_Prehospital_Em_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Page_Prehospital_Em_DescriptionInputs = {};
