/**
* | output |
* | --- |
* | "Profile updated" |
*
* @param {Dash_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_updated: ((inputs?: Dash_Profile_UpdatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Profile_UpdatedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Profile_UpdatedInputs = {};
