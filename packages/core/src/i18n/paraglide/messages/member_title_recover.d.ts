/**
* | output |
* | --- |
* | "Opening your secure link" |
*
* @param {Member_Title_RecoverInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_recover: ((inputs?: Member_Title_RecoverInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Member_Title_RecoverInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Member_Title_RecoverInputs = {};
