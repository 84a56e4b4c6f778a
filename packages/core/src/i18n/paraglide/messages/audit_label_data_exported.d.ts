/**
* | output |
* | --- |
* | "Data downloaded" |
*
* @param {Audit_Label_Data_ExportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_label_data_exported: ((inputs?: Audit_Label_Data_ExportedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Label_Data_ExportedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Label_Data_ExportedInputs = {};
