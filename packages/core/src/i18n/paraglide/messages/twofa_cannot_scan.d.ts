/**
* | output |
* | --- |
* | "Cannot scan it? Enter this key in the app instead:" |
*
* @param {Twofa_Cannot_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_cannot_scan: ((inputs?: Twofa_Cannot_ScanInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Cannot_ScanInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Cannot_ScanInputs = {};
