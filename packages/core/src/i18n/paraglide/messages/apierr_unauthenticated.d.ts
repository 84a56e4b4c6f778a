/**
* | output |
* | --- |
* | "Please sign in." |
*
* @param {Apierr_UnauthenticatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_unauthenticated: ((inputs?: Apierr_UnauthenticatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_UnauthenticatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_UnauthenticatedInputs = {};
