/**
* | output |
* | --- |
* | "Sign out the session {label}" |
*
* @param {Dash_Session_Sign_Out_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_sign_out_label: ((inputs: Dash_Session_Sign_Out_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_Sign_Out_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_Sign_Out_LabelInputs = {
    label: NonNullable<unknown>;
};
