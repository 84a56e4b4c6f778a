/**
* | output |
* | --- |
* | "the file “{name}”" |
*
* @param {Audit_The_FileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_the_file: ((inputs: Audit_The_FileInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_The_FileInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_The_FileInputs = {
    name: NonNullable<unknown>;
};
