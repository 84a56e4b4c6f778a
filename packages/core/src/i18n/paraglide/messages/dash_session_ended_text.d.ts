/**
* | output |
* | --- |
* | "The session {label} has ended." |
*
* @param {Dash_Session_Ended_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_ended_text: ((inputs: Dash_Session_Ended_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_Ended_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_Ended_TextInputs = {
    label: NonNullable<unknown>;
};
