/**
* | output |
* | --- |
* | "Changed your mind? Until then you can withdraw your resignation on your dashboard:" |
*
* @param {Mail_Resignation_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_withdraw: ((inputs?: Mail_Resignation_WithdrawInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_WithdrawInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_WithdrawInputs = {};
