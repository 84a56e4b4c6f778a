/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mlist_WaitingInputs */

const en_mlist_waiting = /** @type {(inputs: Mlist_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} waiting`)
};

const de_mlist_waiting = /** @type {(inputs: Mlist_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} wartend`)
};

const fr_mlist_waiting = /** @type {(inputs: Mlist_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} en attente`)
};

const it_mlist_waiting = /** @type {(inputs: Mlist_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} in attesa`)
};

/**
* | output |
* | --- |
* | "{count} waiting" |
*
* @param {Mlist_WaitingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_waiting = /** @type {((inputs: Mlist_WaitingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_WaitingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_waiting(inputs)
	if (locale === "fr") return fr_mlist_waiting(inputs)
	if (locale === "it") return it_mlist_waiting(inputs)
	return en_mlist_waiting(inputs)
});