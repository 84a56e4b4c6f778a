/**
* | output |
* | --- |
* | "As an admin, you need two-factor authentication before the admin dashboard opens. Please set it up here." |
*
* @param {Twofa_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_required: ((inputs?: Twofa_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_RequiredInputs = {};
