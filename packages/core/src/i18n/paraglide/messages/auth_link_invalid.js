/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Link_InvalidInputs */

const en_auth_link_invalid = /** @type {(inputs: Auth_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link Invalid`)
};

const de_auth_link_invalid = /** @type {(inputs: Auth_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Link`)
};

const fr_auth_link_invalid = /** @type {(inputs: Auth_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

const it_auth_link_invalid = /** @type {(inputs: Auth_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link non valido`)
};

/**
* | output |
* | --- |
* | "Link Invalid" |
*
* @param {Auth_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_link_invalid = /** @type {((inputs?: Auth_Link_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Link_InvalidInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_link_invalid(inputs)
	if (locale === "fr") return fr_auth_link_invalid(inputs)
	if (locale === "it") return it_auth_link_invalid(inputs)
	return en_auth_link_invalid(inputs)
});