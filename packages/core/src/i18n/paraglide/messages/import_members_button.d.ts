/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import 1 member" |
* | * | "Import {shownCount} members" |
*
* @param {Import_Members_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_members_button: ((inputs: Import_Members_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_Members_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_Members_ButtonInputs = {
    count: NonNullable<unknown>;
    shownCount: NonNullable<unknown>;
};
