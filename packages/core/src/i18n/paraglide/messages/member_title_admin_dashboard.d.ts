/**
* | output |
* | --- |
* | "Admin dashboard" |
*
* @param {Member_Title_Admin_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_admin_dashboard: ((inputs?: Member_Title_Admin_DashboardInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Member_Title_Admin_DashboardInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Member_Title_Admin_DashboardInputs = {};
