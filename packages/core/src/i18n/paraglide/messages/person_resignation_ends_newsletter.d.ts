/**
* | output |
* | --- |
* | "On {resignedOn}, leaving on {leavesOn}. On {deletedOn} the account is deleted: profile, application, sessions and ride-along requests, and the newsletter sub..." |
*
* @param {Person_Resignation_Ends_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_resignation_ends_newsletter: ((inputs: Person_Resignation_Ends_NewsletterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Resignation_Ends_NewsletterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Resignation_Ends_NewsletterInputs = {
    resignedOn: NonNullable<unknown>;
    leavesOn: NonNullable<unknown>;
    deletedOn: NonNullable<unknown>;
};
