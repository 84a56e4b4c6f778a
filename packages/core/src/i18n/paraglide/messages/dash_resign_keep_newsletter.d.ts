/**
* | output |
* | --- |
* | "Keep receiving the newsletter as an alumna or alumnus" |
*
* @param {Dash_Resign_Keep_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_keep_newsletter: ((inputs?: Dash_Resign_Keep_NewsletterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Keep_NewsletterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Keep_NewsletterInputs = {};
