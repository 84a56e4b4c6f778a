/**
* | output |
* | --- |
* | "Loading the form…" |
*
* @param {Ride_Loading_FormInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_loading_form: ((inputs?: Ride_Loading_FormInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ride_Loading_FormInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ride_Loading_FormInputs = {};
