/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Dash_Profile_EditInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_edit: ((inputs?: Dash_Profile_EditInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Profile_EditInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Profile_EditInputs = {};
