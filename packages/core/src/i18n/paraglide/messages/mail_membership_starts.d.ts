/**
* | output |
* | --- |
* | "Your membership starts once the fee is received." |
*
* @param {Mail_Membership_StartsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_membership_starts: ((inputs?: Mail_Membership_StartsInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Membership_StartsInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Membership_StartsInputs = {};
