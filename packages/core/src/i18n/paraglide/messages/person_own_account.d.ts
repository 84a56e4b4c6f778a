/**
* | output |
* | --- |
* | "This is your own account: another admin can change its role or remove it." |
*
* @param {Person_Own_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_own_account: ((inputs?: Person_Own_AccountInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Person_Own_AccountInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Person_Own_AccountInputs = {};
