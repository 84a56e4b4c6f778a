/**
* | output |
* | --- |
* | "Download invoice (PDF)" |
*
* @param {Dash_Fee_DownloadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_fee_download: ((inputs?: Dash_Fee_DownloadInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Fee_DownloadInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dash_Fee_DownloadInputs = {};
