/**
* | output |
* | --- |
* | "{folder} Files" |
*
* @param {Files_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const files_list_title: ((inputs: Files_List_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_List_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_List_TitleInputs = {
    folder: NonNullable<unknown>;
};
