/**
* | output |
* | --- |
* | "Error loading ride-along requests. {detail}" |
*
* @param {Ridealong_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_load_failed: ((inputs: Ridealong_Load_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ridealong_Load_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ridealong_Load_FailedInputs = {
    detail: NonNullable<unknown>;
};
