/**
* | output |
* | --- |
* | "Tell us how you would like to get involved. Tutors or instructors: please register with this form too and say so here." |
*
* @param {Membership_Message_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_message_hint: ((inputs?: Membership_Message_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Message_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Message_HintInputs = {};
