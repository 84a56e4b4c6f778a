/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Own_CopyInputs */

const en_mlist_own_copy = /** @type {(inputs: Mlist_Own_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(each subscriber gets their own copy)`)
};

const de_mlist_own_copy = /** @type {(inputs: Mlist_Own_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(alle erhalten ihre eigene Kopie)`)
};

const fr_mlist_own_copy = /** @type {(inputs: Mlist_Own_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(chaque abonné reçoit sa propre copie)`)
};

const it_mlist_own_copy = /** @type {(inputs: Mlist_Own_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ogni iscritto riceve la sua copia)`)
};

/**
* | output |
* | --- |
* | "(each subscriber gets their own copy)" |
*
* @param {Mlist_Own_CopyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_own_copy = /** @type {((inputs?: Mlist_Own_CopyInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Own_CopyInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_own_copy(inputs)
	if (locale === "fr") return fr_mlist_own_copy(inputs)
	if (locale === "it") return it_mlist_own_copy(inputs)
	return en_mlist_own_copy(inputs)
});