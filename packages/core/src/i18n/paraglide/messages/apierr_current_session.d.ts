/**
* | output |
* | --- |
* | "This is the session you are using. Use Logout to end it." |
*
* @param {Apierr_Current_SessionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_current_session: ((inputs?: Apierr_Current_SessionInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apierr_Current_SessionInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apierr_Current_SessionInputs = {};
