/**
* | output |
* | --- |
* | "Last used {day}" |
*
* @param {Dash_Session_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_session_last_used: ((inputs: Dash_Session_Last_UsedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Session_Last_UsedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Session_Last_UsedInputs = {
    day: NonNullable<unknown>;
};
