/**
* | output |
* | --- |
* | "The descriptions of your data could not be loaded." |
*
* @param {Mydata_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_load_failed: ((inputs?: Mydata_Load_FailedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_Load_FailedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_Load_FailedInputs = {};
