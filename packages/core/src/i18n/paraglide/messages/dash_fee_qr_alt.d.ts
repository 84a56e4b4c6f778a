/**
* | output |
* | --- |
* | "Swiss QR code to pay {amount} for invoice {number}; the account and reference are written out beside it." |
*
* @param {Dash_Fee_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_qr_alt: ((inputs: Dash_Fee_Qr_AltInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_Qr_AltInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_Qr_AltInputs = {
    amount: NonNullable<unknown>;
    number: NonNullable<unknown>;
};
