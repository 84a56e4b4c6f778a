/**
* | output |
* | --- |
* | "Choose your field" |
*
* @param {Membership_Choose_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_choose_field: ((inputs?: Membership_Choose_FieldInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Choose_FieldInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Choose_FieldInputs = {};
