/**
* | output |
* | --- |
* | "This link has expired or has already been used. Please subscribe again." |
*
* @param {Mailing_Invalid_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mailing_invalid_link: ((inputs?: Mailing_Invalid_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mailing_Invalid_LinkInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mailing_Invalid_LinkInputs = {};
