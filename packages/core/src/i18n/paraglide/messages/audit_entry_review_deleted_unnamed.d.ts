/**
* | output |
* | --- |
* | "{actor} deleted a review" |
*
* @param {Audit_Entry_Review_Deleted_UnnamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_review_deleted_unnamed: ((inputs: Audit_Entry_Review_Deleted_UnnamedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Review_Deleted_UnnamedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Review_Deleted_UnnamedInputs = {
    actor: NonNullable<unknown>;
};
