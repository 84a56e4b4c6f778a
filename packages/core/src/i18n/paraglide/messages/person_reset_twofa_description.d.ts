/**
* | output |
* | --- |
* | "{name} ({email}) can then sign in with the password alone, until they set it up again. Do this only when you know it is them asking, for example after a lost..." |
*
* @param {Person_Reset_Twofa_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_reset_twofa_description: ((inputs: Person_Reset_Twofa_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Reset_Twofa_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Reset_Twofa_DescriptionInputs = {
    name: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
