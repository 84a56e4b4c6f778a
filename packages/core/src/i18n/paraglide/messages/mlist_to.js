/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_ToInputs */

const en_mlist_to = /** @type {(inputs: Mlist_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const de_mlist_to = /** @type {(inputs: Mlist_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An`)
};

const fr_mlist_to = /** @type {(inputs: Mlist_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À`)
};

const it_mlist_to = /** @type {(inputs: Mlist_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Mlist_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_to = /** @type {((inputs?: Mlist_ToInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_ToInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_to(inputs)
	if (locale === "fr") return fr_mlist_to(inputs)
	if (locale === "it") return it_mlist_to(inputs)
	return en_mlist_to(inputs)
});