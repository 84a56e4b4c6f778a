/**
* | output |
* | --- |
* | "{title} ({count})" |
*
* @param {Import_List_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_list_title: ((inputs: Import_List_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_List_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_List_TitleInputs = {
    title: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
