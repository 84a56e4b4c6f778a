/**
* | output |
* | --- |
* | "Choose your status" |
*
* @param {Membership_Choose_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_choose_status: ((inputs?: Membership_Choose_StatusInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Choose_StatusInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Choose_StatusInputs = {};
