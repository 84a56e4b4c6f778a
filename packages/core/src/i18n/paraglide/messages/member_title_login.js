/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Member_Title_LoginInputs */

const en_member_title_login = /** @type {(inputs: Member_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member login`)
};

const de_member_title_login = /** @type {(inputs: Member_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder-Login`)
};

const fr_member_title_login = /** @type {(inputs: Member_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion des membres`)
};

const it_member_title_login = /** @type {(inputs: Member_Title_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso membri`)
};

/**
* | output |
* | --- |
* | "Member login" |
*
* @param {Member_Title_LoginInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const member_title_login = /** @type {((inputs?: Member_Title_LoginInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Member_Title_LoginInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_member_title_login(inputs)
	if (locale === "fr") return fr_member_title_login(inputs)
	if (locale === "it") return it_member_title_login(inputs)
	return en_member_title_login(inputs)
});