/**
* | output |
* | --- |
* | "The service is briefly unavailable. Please try again in a moment." |
*
* @param {Apierr_Service_UnavailableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_service_unavailable: ((inputs?: Apierr_Service_UnavailableInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Service_UnavailableInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Service_UnavailableInputs = {};
