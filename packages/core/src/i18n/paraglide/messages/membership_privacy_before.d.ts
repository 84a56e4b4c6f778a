/**
* | output |
* | --- |
* | "How we handle the data you enter here:" |
*
* @param {Membership_Privacy_BeforeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_privacy_before: ((inputs?: Membership_Privacy_BeforeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Privacy_BeforeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Privacy_BeforeInputs = {};
