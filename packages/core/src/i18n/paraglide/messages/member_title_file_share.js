/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Member_Title_File_ShareInputs */

const en_member_title_file_share = /** @type {(inputs: Member_Title_File_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member File Share`)
};

const de_member_title_file_share = /** @type {(inputs: Member_Title_File_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dateiablage für Mitglieder`)
};

const fr_member_title_file_share = /** @type {(inputs: Member_Title_File_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage de fichiers des membres`)
};

const it_member_title_file_share = /** @type {(inputs: Member_Title_File_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condivisione file per i membri`)
};

/**
* | output |
* | --- |
* | "Member File Share" |
*
* @param {Member_Title_File_ShareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_file_share = /** @type {((inputs?: Member_Title_File_ShareInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Member_Title_File_ShareInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_member_title_file_share(inputs)
	if (locale === "fr") return fr_member_title_file_share(inputs)
	if (locale === "it") return it_member_title_file_share(inputs)
	return en_member_title_file_share(inputs)
});