/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import 1 member?" |
* | * | "Import {shownCount} members?" |
*
* @param {Import_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_confirm_title: ((inputs: Import_Confirm_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Confirm_TitleInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Confirm_TitleInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
