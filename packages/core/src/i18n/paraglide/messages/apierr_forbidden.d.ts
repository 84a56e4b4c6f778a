/**
* | output |
* | --- |
* | "You are not allowed to do this." |
*
* @param {Apierr_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_forbidden: ((inputs?: Apierr_ForbiddenInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_ForbiddenInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_ForbiddenInputs = {};
