/**
* | output |
* | --- |
* | "Who receives it" |
*
* @param {Mydata_WhoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_who: ((inputs?: Mydata_WhoInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_WhoInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_WhoInputs = {};
