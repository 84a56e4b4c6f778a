/**
* | output |
* | --- |
* | "Import members from a CSV file with a header line and these columns: {columns}. Columns are found by their header, in any order; the member export can be imp..." |
*
* @param {Import_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_description: ((inputs: Import_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Import_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Import_DescriptionInputs = {
    columns: NonNullable<unknown>;
};
