/**
* | output |
* | --- |
* | "Correct the profile of {name}" |
*
* @param {Person_Correct_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_correct_label: ((inputs: Person_Correct_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Correct_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Correct_LabelInputs = {
    name: NonNullable<unknown>;
};
