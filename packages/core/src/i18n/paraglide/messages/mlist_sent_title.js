/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Sent_TitleInputs */

const en_mlist_sent_title = /** @type {(inputs: Mlist_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletters sent`)
};

const de_mlist_sent_title = /** @type {(inputs: Mlist_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versandte Newsletter`)
};

const fr_mlist_sent_title = /** @type {(inputs: Mlist_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletters envoyées`)
};

const it_mlist_sent_title = /** @type {(inputs: Mlist_Sent_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter inviate`)
};

/**
* | output |
* | --- |
* | "Newsletters sent" |
*
* @param {Mlist_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_sent_title = /** @type {((inputs?: Mlist_Sent_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Sent_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_sent_title(inputs)
	if (locale === "fr") return fr_mlist_sent_title(inputs)
	if (locale === "it") return it_mlist_sent_title(inputs)
	return en_mlist_sent_title(inputs)
});