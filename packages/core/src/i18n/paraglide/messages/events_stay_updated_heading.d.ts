/**
* | output |
* | --- |
* | "Stay Updated" |
*
* @param {Events_Stay_Updated_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const events_stay_updated_heading: ((inputs?: Events_Stay_Updated_HeadingInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_Stay_Updated_HeadingInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_Stay_Updated_HeadingInputs = {};
