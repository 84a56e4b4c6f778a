/**
* | output |
* | --- |
* | "Open your dashboard" |
*
* @param {Mail_Open_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_open_dashboard: ((inputs?: Mail_Open_DashboardInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Open_DashboardInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Open_DashboardInputs = {};
