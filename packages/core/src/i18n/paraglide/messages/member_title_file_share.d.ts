/**
* | output |
* | --- |
* | "Member File Share" |
*
* @param {Member_Title_File_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_file_share: ((inputs?: Member_Title_File_ShareInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Member_Title_File_ShareInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Member_Title_File_ShareInputs = {};
