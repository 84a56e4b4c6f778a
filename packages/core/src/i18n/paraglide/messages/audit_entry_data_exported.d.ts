/**
* | output |
* | --- |
* | "{actor} downloaded their personal data" |
*
* @param {Audit_Entry_Data_ExportedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_data_exported: ((inputs: Audit_Entry_Data_ExportedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Data_ExportedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Data_ExportedInputs = {
    actor: NonNullable<unknown>;
};
