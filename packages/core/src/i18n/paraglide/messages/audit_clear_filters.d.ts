/**
* | output |
* | --- |
* | "Clear filters" |
*
* @param {Audit_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_clear_filters: ((inputs?: Audit_Clear_FiltersInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Clear_FiltersInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Clear_FiltersInputs = {};
