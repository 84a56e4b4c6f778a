/**
* | output |
* | --- |
* | "To change these, write to the board." |
*
* @param {Dash_Profile_Application_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_application_change: ((inputs?: Dash_Profile_Application_ChangeInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Profile_Application_ChangeInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Profile_Application_ChangeInputs = {};
