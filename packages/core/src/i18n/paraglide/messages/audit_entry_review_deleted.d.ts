/**
* | output |
* | --- |
* | "{actor} deleted a review of {hospital}" |
*
* @param {Audit_Entry_Review_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_entry_review_deleted: ((inputs: Audit_Entry_Review_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Entry_Review_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Entry_Review_DeletedInputs = {
    actor: NonNullable<unknown>;
    hospital: NonNullable<unknown>;
};
