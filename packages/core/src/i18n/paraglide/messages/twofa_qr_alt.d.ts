/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Twofa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const twofa_qr_alt: ((inputs?: Twofa_Qr_AltInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofa_Qr_AltInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Twofa_Qr_AltInputs = {};
