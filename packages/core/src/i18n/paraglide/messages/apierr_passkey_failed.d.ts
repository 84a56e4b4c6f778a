/**
* | output |
* | --- |
* | "The passkey could not be used. Please try again." |
*
* @param {Apierr_Passkey_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_passkey_failed: ((inputs?: Apierr_Passkey_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Passkey_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Passkey_FailedInputs = {};
