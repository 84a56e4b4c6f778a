/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_UnauthenticatedInputs */

const en_apierr_unauthenticated = /** @type {(inputs: Apierr_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in.`)
};

const de_apierr_unauthenticated = /** @type {(inputs: Apierr_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte melden Sie sich an.`)
};

const fr_apierr_unauthenticated = /** @type {(inputs: Apierr_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter.`)
};

const it_apierr_unauthenticated = /** @type {(inputs: Apierr_UnauthenticatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effettui l'accesso.`)
};

/**
* | output |
* | --- |
* | "Please sign in." |
*
* @param {Apierr_UnauthenticatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_unauthenticated = /** @type {((inputs?: Apierr_UnauthenticatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_UnauthenticatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_unauthenticated(inputs)
	if (locale === "fr") return fr_apierr_unauthenticated(inputs)
	if (locale === "it") return it_apierr_unauthenticated(inputs)
	return en_apierr_unauthenticated(inputs)
});