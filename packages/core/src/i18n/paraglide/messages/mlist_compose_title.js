/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Compose_TitleInputs */

const en_mlist_compose_title = /** @type {(inputs: Mlist_Compose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a newsletter`)
};

const de_mlist_compose_title = /** @type {(inputs: Mlist_Compose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter schreiben`)
};

const fr_mlist_compose_title = /** @type {(inputs: Mlist_Compose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire une newsletter`)
};

const it_mlist_compose_title = /** @type {(inputs: Mlist_Compose_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrivere una newsletter`)
};

/**
* | output |
* | --- |
* | "Write a newsletter" |
*
* @param {Mlist_Compose_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_compose_title = /** @type {((inputs?: Mlist_Compose_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Compose_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_compose_title(inputs)
	if (locale === "fr") return fr_mlist_compose_title(inputs)
	if (locale === "it") return it_mlist_compose_title(inputs)
	return en_mlist_compose_title(inputs)
});