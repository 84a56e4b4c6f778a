/**
* | output |
* | --- |
* | "How we handle your address" |
*
* @param {Events_How_We_Handle_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_how_we_handle_address: ((inputs?: Events_How_We_Handle_AddressInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_How_We_Handle_AddressInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_How_We_Handle_AddressInputs = {};
