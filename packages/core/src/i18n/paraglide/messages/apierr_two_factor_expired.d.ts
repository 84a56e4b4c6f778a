/**
* | output |
* | --- |
* | "Your sign-in has expired. Please enter your e-mail address and password again." |
*
* @param {Apierr_Two_Factor_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_two_factor_expired: ((inputs?: Apierr_Two_Factor_ExpiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Two_Factor_ExpiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Two_Factor_ExpiredInputs = {};
