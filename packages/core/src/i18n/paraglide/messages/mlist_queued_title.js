/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Queued_TitleInputs */

const en_mlist_queued_title = /** @type {(inputs: Mlist_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter queued`)
};

const de_mlist_queued_title = /** @type {(inputs: Mlist_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter in der Warteschlange`)
};

const fr_mlist_queued_title = /** @type {(inputs: Mlist_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter en file d’attente`)
};

const it_mlist_queued_title = /** @type {(inputs: Mlist_Queued_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter in coda`)
};

/**
* | output |
* | --- |
* | "Newsletter queued" |
*
* @param {Mlist_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_queued_title = /** @type {((inputs?: Mlist_Queued_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Queued_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_queued_title(inputs)
	if (locale === "fr") return fr_mlist_queued_title(inputs)
	if (locale === "it") return it_mlist_queued_title(inputs)
	return en_mlist_queued_title(inputs)
});