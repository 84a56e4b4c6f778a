/**
* | output |
* | --- |
* | "Download everything we hold about you as a JSON file, and read why we hold it, how long we keep it, who receives it and where it came from." |
*
* @param {Mydata_Card_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_card_text: ((inputs?: Mydata_Card_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_Card_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_Card_TextInputs = {};
