/**
* | output |
* | --- |
* | "Edit profile" |
*
* @param {Dash_Profile_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_form_label: ((inputs?: Dash_Profile_Form_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Profile_Form_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Profile_Form_LabelInputs = {};
