/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Invalid_Link_TitleInputs */

const en_auth_invalid_link_title = /** @type {(inputs: Auth_Invalid_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Link`)
};

const de_auth_invalid_link_title = /** @type {(inputs: Auth_Invalid_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Link`)
};

const fr_auth_invalid_link_title = /** @type {(inputs: Auth_Invalid_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

const it_auth_invalid_link_title = /** @type {(inputs: Auth_Invalid_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link non valido`)
};

/**
* | output |
* | --- |
* | "Invalid Link" |
*
* @param {Auth_Invalid_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_invalid_link_title = /** @type {((inputs?: Auth_Invalid_Link_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invalid_Link_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_invalid_link_title(inputs)
	if (locale === "fr") return fr_auth_invalid_link_title(inputs)
	if (locale === "it") return it_auth_invalid_link_title(inputs)
	return en_auth_invalid_link_title(inputs)
});