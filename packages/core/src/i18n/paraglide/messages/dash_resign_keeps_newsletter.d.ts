/**
* | output |
* | --- |
* | "You keep receiving the newsletter." |
*
* @param {Dash_Resign_Keeps_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_keeps_newsletter: ((inputs?: Dash_Resign_Keeps_NewsletterInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Keeps_NewsletterInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Keeps_NewsletterInputs = {};
