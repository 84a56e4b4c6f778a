/**
* | output |
* | --- |
* | "an event that has since been deleted" |
*
* @param {Audit_Deleted_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_deleted_event: ((inputs?: Audit_Deleted_EventInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Deleted_EventInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Deleted_EventInputs = {};
