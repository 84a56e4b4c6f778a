/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Import_Not_AuthenticatedInputs */

const en_import_not_authenticated = /** @type {(inputs: Import_Not_AuthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not authenticated`)
};

const de_import_not_authenticated = /** @type {(inputs: Import_Not_AuthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht angemeldet`)
};

const fr_import_not_authenticated = /** @type {(inputs: Import_Not_AuthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non authentifié`)
};

const it_import_not_authenticated = /** @type {(inputs: Import_Not_AuthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non autenticato`)
};

/**
* | output |
* | --- |
* | "Not authenticated" |
*
* @param {Import_Not_AuthenticatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_not_authenticated = /** @type {((inputs?: Import_Not_AuthenticatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Not_AuthenticatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_not_authenticated(inputs)
	if (locale === "fr") return fr_import_not_authenticated(inputs)
	if (locale === "it") return it_import_not_authenticated(inputs)
	return en_import_not_authenticated(inputs)
});