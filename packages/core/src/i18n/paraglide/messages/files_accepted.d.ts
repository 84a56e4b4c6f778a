/**
* | output |
* | --- |
* | "PDF, office documents (Word, Excel, PowerPoint, OpenDocument), images or text files." |
*
* @param {Files_AcceptedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_accepted: ((inputs?: Files_AcceptedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_AcceptedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_AcceptedInputs = {};
