/**
* | output |
* | --- |
* | "Scan the QR code with your banking app, or pay by hand with these details:" |
*
* @param {Dash_Fee_ScanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_scan: ((inputs?: Dash_Fee_ScanInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_ScanInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_ScanInputs = {};
