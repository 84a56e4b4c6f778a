/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Mydata_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_privacy_policy: ((inputs?: Mydata_Privacy_PolicyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_Privacy_PolicyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_Privacy_PolicyInputs = {};
