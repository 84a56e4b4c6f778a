/**
* | output |
* | --- |
* | "Invalid email or password" |
*
* @param {Apierr_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_invalid_credentials: ((inputs?: Apierr_Invalid_CredentialsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Invalid_CredentialsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Invalid_CredentialsInputs = {};
