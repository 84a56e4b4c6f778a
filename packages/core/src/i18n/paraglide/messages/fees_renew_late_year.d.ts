/**
* | output |
* | --- |
* | "Since 1 October, new members are billed for {next}. {year} is nearly over: renew for {next}, unless you mean to bill {year} late." |
*
* @param {Fees_Renew_Late_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_late_year: ((inputs: Fees_Renew_Late_YearInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Fees_Renew_Late_YearInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Fees_Renew_Late_YearInputs = {
    next: NonNullable<unknown>;
    year: NonNullable<unknown>;
};
