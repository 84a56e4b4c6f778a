/**
* | output |
* | --- |
* | "Your membership ends on {day}. A confirmation e-mail is on its way." |
*
* @param {Dash_Resign_Received_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_received_text: ((inputs: Dash_Resign_Received_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Resign_Received_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Resign_Received_TextInputs = {
    day: NonNullable<unknown>;
};
