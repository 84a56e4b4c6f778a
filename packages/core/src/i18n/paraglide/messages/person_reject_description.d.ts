/**
* | output |
* | --- |
* | "{who} gets the e-mail \"Your membership application\", which says that it was declined. Rejected applications are deleted 6 months after the decision; until th..." |
*
* @param {Person_Reject_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reject_description: ((inputs: Person_Reject_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Reject_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Reject_DescriptionInputs = {
    who: NonNullable<unknown>;
};
