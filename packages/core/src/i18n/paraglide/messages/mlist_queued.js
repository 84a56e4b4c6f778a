/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mlist_QueuedInputs */

const en_mlist_queued = /** @type {(inputs: Mlist_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} queued`)
};

const de_mlist_queued = /** @type {(inputs: Mlist_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} in der Warteschlange`)
};

const fr_mlist_queued = /** @type {(inputs: Mlist_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} en file d’attente`)
};

const it_mlist_queued = /** @type {(inputs: Mlist_QueuedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} in coda`)
};

/**
* | output |
* | --- |
* | "{count} queued" |
*
* @param {Mlist_QueuedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_queued = /** @type {((inputs: Mlist_QueuedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_QueuedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_queued(inputs)
	if (locale === "fr") return fr_mlist_queued(inputs)
	if (locale === "it") return it_mlist_queued(inputs)
	return en_mlist_queued(inputs)
});