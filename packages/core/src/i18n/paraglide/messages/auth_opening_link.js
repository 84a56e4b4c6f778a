/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Auth_Opening_LinkInputs */

const en_auth_opening_link = /** @type {(inputs: Auth_Opening_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your secure link`)
};

const de_auth_opening_link = /** @type {(inputs: Auth_Opening_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr sicherer Link wird geöffnet`)
};

const fr_auth_opening_link = /** @type {(inputs: Auth_Opening_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de votre lien sécurisé`)
};

const it_auth_opening_link = /** @type {(inputs: Auth_Opening_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apertura del Suo link sicuro`)
};

/**
* | output |
* | --- |
* | "Opening your secure link" |
*
* @param {Auth_Opening_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const auth_opening_link = /** @type {((inputs?: Auth_Opening_LinkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Opening_LinkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_auth_opening_link(inputs)
	if (locale === "fr") return fr_auth_opening_link(inputs)
	if (locale === "it") return it_auth_opening_link(inputs)
	return en_auth_opening_link(inputs)
});