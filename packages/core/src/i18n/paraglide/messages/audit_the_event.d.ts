/**
* | output |
* | --- |
* | "the event “{title}”" |
*
* @param {Audit_The_EventInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_the_event: ((inputs: Audit_The_EventInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_The_EventInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_The_EventInputs = {
    title: NonNullable<unknown>;
};
