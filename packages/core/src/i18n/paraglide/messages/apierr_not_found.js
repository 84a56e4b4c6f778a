/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Not_FoundInputs */

const en_apierr_not_found = /** @type {(inputs: Apierr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This was not found. It may have been deleted.`)
};

const de_apierr_not_found = /** @type {(inputs: Apierr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das wurde nicht gefunden. Möglicherweise wurde es gelöscht.`)
};

const fr_apierr_not_found = /** @type {(inputs: Apierr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introuvable. Cet élément a peut-être été supprimé.`)
};

const it_apierr_not_found = /** @type {(inputs: Apierr_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non trovato. Potrebbe essere stato eliminato.`)
};

/**
* | output |
* | --- |
* | "This was not found. It may have been deleted." |
*
* @param {Apierr_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_not_found = /** @type {((inputs?: Apierr_Not_FoundInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Not_FoundInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_not_found(inputs)
	if (locale === "fr") return fr_apierr_not_found(inputs)
	if (locale === "it") return it_apierr_not_found(inputs)
	return en_apierr_not_found(inputs)
});