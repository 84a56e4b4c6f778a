/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Subscribers_LabelInputs */

const en_mlist_subscribers_label = /** @type {(inputs: Mlist_Subscribers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed subscribers`)
};

const de_mlist_subscribers_label = /** @type {(inputs: Mlist_Subscribers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigte Abonnentinnen und Abonnenten`)
};

const fr_mlist_subscribers_label = /** @type {(inputs: Mlist_Subscribers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnés confirmés`)
};

const it_mlist_subscribers_label = /** @type {(inputs: Mlist_Subscribers_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscritti confermati`)
};

/**
* | output |
* | --- |
* | "Confirmed subscribers" |
*
* @param {Mlist_Subscribers_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_subscribers_label = /** @type {((inputs?: Mlist_Subscribers_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Subscribers_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_subscribers_label(inputs)
	if (locale === "fr") return fr_mlist_subscribers_label(inputs)
	if (locale === "it") return it_mlist_subscribers_label(inputs)
	return en_mlist_subscribers_label(inputs)
});