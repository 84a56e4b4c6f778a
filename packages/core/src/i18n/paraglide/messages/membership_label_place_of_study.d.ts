/**
* | output |
* | --- |
* | "Place of Study" |
*
* @param {Membership_Label_Place_Of_StudyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_place_of_study: ((inputs?: Membership_Label_Place_Of_StudyInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Label_Place_Of_StudyInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Label_Place_Of_StudyInputs = {};
