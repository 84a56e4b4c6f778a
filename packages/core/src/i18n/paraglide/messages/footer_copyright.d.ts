/**
* | output |
* | --- |
* | "© {year} {associationName}. All rights reserved." |
*
* @param {Footer_CopyrightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const footer_copyright: ((inputs: Footer_CopyrightInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_CopyrightInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_CopyrightInputs = {
    year: NonNullable<unknown>;
    associationName: NonNullable<unknown>;
};
