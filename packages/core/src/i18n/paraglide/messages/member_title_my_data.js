/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Member_Title_My_DataInputs */

const en_member_title_my_data = /** @type {(inputs: Member_Title_My_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My data`)
};

const de_member_title_my_data = /** @type {(inputs: Member_Title_My_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten`)
};

const fr_member_title_my_data = /** @type {(inputs: Member_Title_My_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes données`)
};

const it_member_title_my_data = /** @type {(inputs: Member_Title_My_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I miei dati`)
};

/**
* | output |
* | --- |
* | "My data" |
*
* @param {Member_Title_My_DataInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_my_data = /** @type {((inputs?: Member_Title_My_DataInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Member_Title_My_DataInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_member_title_my_data(inputs)
	if (locale === "fr") return fr_member_title_my_data(inputs)
	if (locale === "it") return it_member_title_my_data(inputs)
	return en_member_title_my_data(inputs)
});