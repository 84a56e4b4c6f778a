/**
* | output |
* | --- |
* | "Scan this QR code with your authenticator app, then enter the 6-digit code it shows." |
*
* @param {Twofa_Scan_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_scan_text: ((inputs?: Twofa_Scan_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Scan_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Scan_TextInputs = {};
