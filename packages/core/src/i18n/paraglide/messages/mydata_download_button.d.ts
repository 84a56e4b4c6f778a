/**
* | output |
* | --- |
* | "Download My Data" |
*
* @param {Mydata_Download_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_download_button: ((inputs?: Mydata_Download_ButtonInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mydata_Download_ButtonInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mydata_Download_ButtonInputs = {};
