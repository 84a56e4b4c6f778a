/**
* | output |
* | --- |
* | "The page that explains it opens now." |
*
* @param {Mydata_Downloaded_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_downloaded_text: ((inputs?: Mydata_Downloaded_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_Downloaded_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_Downloaded_TextInputs = {};
