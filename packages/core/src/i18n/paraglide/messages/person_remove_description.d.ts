/**
* | output |
* | --- |
* | "{name} ({email}) will be deleted completely: account, profile, roles, application and unsent e-mails. No e-mail goes out. Invoices stay for the books with th..." |
*
* @param {Person_Remove_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_remove_description: ((inputs: Person_Remove_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Remove_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Remove_DescriptionInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
