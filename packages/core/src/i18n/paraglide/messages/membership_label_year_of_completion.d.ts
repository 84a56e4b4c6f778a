/**
* | output |
* | --- |
* | "Year of Completion" |
*
* @param {Membership_Label_Year_Of_CompletionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_label_year_of_completion: ((inputs?: Membership_Label_Year_Of_CompletionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Membership_Label_Year_Of_CompletionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Membership_Label_Year_Of_CompletionInputs = {};
