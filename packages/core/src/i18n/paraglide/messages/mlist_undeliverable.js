/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mlist_UndeliverableInputs */

const en_mlist_undeliverable = /** @type {(inputs: Mlist_UndeliverableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} undeliverable`)
};

const de_mlist_undeliverable = /** @type {(inputs: Mlist_UndeliverableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} unzustellbar`)
};

const fr_mlist_undeliverable = /** @type {(inputs: Mlist_UndeliverableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} non distribuables`)
};

const it_mlist_undeliverable = /** @type {(inputs: Mlist_UndeliverableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} non recapitabili`)
};

/**
* | output |
* | --- |
* | "{count} undeliverable" |
*
* @param {Mlist_UndeliverableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_undeliverable = /** @type {((inputs: Mlist_UndeliverableInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_UndeliverableInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_undeliverable(inputs)
	if (locale === "fr") return fr_mlist_undeliverable(inputs)
	if (locale === "it") return it_mlist_undeliverable(inputs)
	return en_mlist_undeliverable(inputs)
});