/**
* | output |
* | --- |
* | "Requested on {at}" |
*
* @param {Ridealong_Requested_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_requested_on: ((inputs: Ridealong_Requested_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ridealong_Requested_OnInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ridealong_Requested_OnInputs = {
    at: NonNullable<unknown>;
};
