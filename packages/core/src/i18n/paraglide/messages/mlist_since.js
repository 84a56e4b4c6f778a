/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Mlist_SinceInputs */

const en_mlist_since = /** @type {(inputs: Mlist_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.date}`)
};

const de_mlist_since = /** @type {(inputs: Mlist_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seit ${i?.date}`)
};

const fr_mlist_since = /** @type {(inputs: Mlist_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`depuis le ${i?.date}`)
};

const it_mlist_since = /** @type {(inputs: Mlist_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dal ${i?.date}`)
};

/**
* | output |
* | --- |
* | "since {date}" |
*
* @param {Mlist_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_since = /** @type {((inputs: Mlist_SinceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_SinceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_since(inputs)
	if (locale === "fr") return fr_mlist_since(inputs)
	if (locale === "it") return it_mlist_since(inputs)
	return en_mlist_since(inputs)
});