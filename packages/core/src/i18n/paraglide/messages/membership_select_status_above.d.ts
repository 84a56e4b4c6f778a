/**
* | output |
* | --- |
* | "Select your status above" |
*
* @param {Membership_Select_Status_AboveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_select_status_above: ((inputs?: Membership_Select_Status_AboveInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Select_Status_AboveInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Select_Status_AboveInputs = {};
