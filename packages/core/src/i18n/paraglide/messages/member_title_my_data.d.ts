/**
* | output |
* | --- |
* | "My data" |
*
* @param {Member_Title_My_DataInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_my_data: ((inputs?: Member_Title_My_DataInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Member_Title_My_DataInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Member_Title_My_DataInputs = {};
