/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mlist_SentInputs */

const en_mlist_sent = /** @type {(inputs: Mlist_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sent`)
};

const de_mlist_sent = /** @type {(inputs: Mlist_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} gesendet`)
};

const fr_mlist_sent = /** @type {(inputs: Mlist_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} envoyés`)
};

const it_mlist_sent = /** @type {(inputs: Mlist_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} inviate`)
};

/**
* | output |
* | --- |
* | "{count} sent" |
*
* @param {Mlist_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_sent = /** @type {((inputs: Mlist_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_sent(inputs)
	if (locale === "fr") return fr_mlist_sent(inputs)
	if (locale === "it") return it_mlist_sent(inputs)
	return en_mlist_sent(inputs)
});