/**
* | output |
* | --- |
* | "Marked as done" |
*
* @param {Ridealong_Marked_DoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_marked_done: ((inputs?: Ridealong_Marked_DoneInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ridealong_Marked_DoneInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ridealong_Marked_DoneInputs = {};
