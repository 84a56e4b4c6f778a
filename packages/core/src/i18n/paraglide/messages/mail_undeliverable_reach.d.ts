/**
* | output |
* | --- |
* | "If the message mattered, please reach the person another way. If this happens often, check the website's mail settings (SMTP_URL) and the mail provider." |
*
* @param {Mail_Undeliverable_ReachInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_undeliverable_reach: ((inputs?: Mail_Undeliverable_ReachInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Undeliverable_ReachInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Undeliverable_ReachInputs = {};
