/**
* | output |
* | --- |
* | "Please set up two-factor authentication before you use the admin dashboard." |
*
* @param {Apierr_Two_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_two_factor_required: ((inputs?: Apierr_Two_Factor_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Two_Factor_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Two_Factor_RequiredInputs = {};
