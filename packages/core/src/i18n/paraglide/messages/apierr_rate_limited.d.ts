/**
* | output |
* | --- |
* | "Too many attempts. Please wait a moment and try again." |
*
* @param {Apierr_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_rate_limited: ((inputs?: Apierr_Rate_LimitedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Rate_LimitedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Rate_LimitedInputs = {};
