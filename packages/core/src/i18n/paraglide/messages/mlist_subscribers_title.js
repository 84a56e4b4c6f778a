/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Mlist_Subscribers_TitleInputs */

const en_mlist_subscribers_title = /** @type {(inputs: Mlist_Subscribers_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Confirmed subscribers (${i?.count})`)
};

const de_mlist_subscribers_title = /** @type {(inputs: Mlist_Subscribers_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestätigte Abonnentinnen und Abonnenten (${i?.count})`)
};

const fr_mlist_subscribers_title = /** @type {(inputs: Mlist_Subscribers_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnés confirmés (${i?.count})`)
};

const it_mlist_subscribers_title = /** @type {(inputs: Mlist_Subscribers_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Iscritti confermati (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Confirmed subscribers ({count})" |
*
* @param {Mlist_Subscribers_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_subscribers_title = /** @type {((inputs: Mlist_Subscribers_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Subscribers_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_subscribers_title(inputs)
	if (locale === "fr") return fr_mlist_subscribers_title(inputs)
	if (locale === "it") return it_mlist_subscribers_title(inputs)
	return en_mlist_subscribers_title(inputs)
});