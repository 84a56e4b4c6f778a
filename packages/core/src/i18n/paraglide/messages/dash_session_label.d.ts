/**
* | output |
* | --- |
* | "signed in on {moment}" |
*
* @param {Dash_Session_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_label: ((inputs: Dash_Session_LabelInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_LabelInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_LabelInputs = {
    moment: NonNullable<unknown>;
};
