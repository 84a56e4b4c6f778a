/**
* | output |
* | --- |
* | "{who} was rejected. Approving now makes them a member. {mails}" |
*
* @param {Person_Approve_Again_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_approve_again_description: ((inputs: Person_Approve_Again_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Approve_Again_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Approve_Again_DescriptionInputs = {
    who: NonNullable<unknown>;
    mails: NonNullable<unknown>;
};
