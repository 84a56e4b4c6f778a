/**
* | output |
* | --- |
* | "Members see how to register here when signed in." |
*
* @param {Events_Members_See_RegistrationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_members_see_registration: ((inputs?: Events_Members_See_RegistrationInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Members_See_RegistrationInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Members_See_RegistrationInputs = {};
