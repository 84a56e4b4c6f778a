/**
* | output |
* | --- |
* | "{name} is now {role}." |
*
* @param {Person_Role_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_role_updated_text: ((inputs: Person_Role_Updated_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Role_Updated_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Role_Updated_TextInputs = {
    name: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
