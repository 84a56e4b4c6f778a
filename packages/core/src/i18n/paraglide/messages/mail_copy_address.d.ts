/**
* | output |
* | --- |
* | "Or copy this address into your browser:" |
*
* @param {Mail_Copy_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_copy_address: ((inputs?: Mail_Copy_AddressInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Copy_AddressInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Copy_AddressInputs = {};
