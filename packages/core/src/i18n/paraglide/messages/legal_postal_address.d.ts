/**
* | output |
* | --- |
* | "Postal address" |
*
* @param {Legal_Postal_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_postal_address: ((inputs?: Legal_Postal_AddressInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Postal_AddressInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Legal_Postal_AddressInputs = {};
