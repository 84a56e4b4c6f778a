/**
* | output |
* | --- |
* | "How to register, e.g. “Registration via the member WhatsApp group”" |
*
* @param {Events_Admin_Registration_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_admin_registration_hint: ((inputs?: Events_Admin_Registration_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Admin_Registration_HintInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Admin_Registration_HintInputs = {};
