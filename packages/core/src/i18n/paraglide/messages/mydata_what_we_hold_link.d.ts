/**
* | output |
* | --- |
* | "What We Hold and Why" |
*
* @param {Mydata_What_We_Hold_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_what_we_hold_link: ((inputs?: Mydata_What_We_Hold_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_What_We_Hold_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_What_We_Hold_LinkInputs = {};
