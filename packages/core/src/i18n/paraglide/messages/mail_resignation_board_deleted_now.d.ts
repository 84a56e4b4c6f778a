/**
* | output |
* | --- |
* | "{who} has resigned with immediate effect: the membership ended today, {day}, and the account has been deleted." |
*
* @param {Mail_Resignation_Board_Deleted_NowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_resignation_board_deleted_now: ((inputs: Mail_Resignation_Board_Deleted_NowInputs, options?: {
    locale?: "en" | "de" | "fr" | "it";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Resignation_Board_Deleted_NowInputs, {
    locale?: "en" | "de" | "fr" | "it";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Resignation_Board_Deleted_NowInputs = {
    who: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
