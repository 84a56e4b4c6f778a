/**
* | output |
* | --- |
* | "{who} becomes a member. {mails}" |
*
* @param {Person_Approve_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_description: ((inputs: Person_Approve_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Approve_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Approve_DescriptionInputs = {
    who: NonNullable<unknown>;
    mails: NonNullable<unknown>;
};
