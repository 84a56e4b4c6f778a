/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Member_Title_PersonInputs */

const en_member_title_person = /** @type {(inputs: Member_Title_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const de_member_title_person = /** @type {(inputs: Member_Title_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const fr_member_title_person = /** @type {(inputs: Member_Title_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre`)
};

const it_member_title_person = /** @type {(inputs: Member_Title_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Member_Title_PersonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_person = /** @type {((inputs?: Member_Title_PersonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Member_Title_PersonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_member_title_person(inputs)
	if (locale === "fr") return fr_member_title_person(inputs)
	if (locale === "it") return it_member_title_person(inputs)
	return en_member_title_person(inputs)
});