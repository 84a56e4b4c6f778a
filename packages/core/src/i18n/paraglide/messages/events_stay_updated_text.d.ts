/**
* | output |
* | --- |
* | "Get our news about events and activities by e-mail. We send you a link to confirm your address first; every e-mail has a link to unsubscribe." |
*
* @param {Events_Stay_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_stay_updated_text: ((inputs?: Events_Stay_Updated_TextInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Stay_Updated_TextInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Stay_Updated_TextInputs = {};
