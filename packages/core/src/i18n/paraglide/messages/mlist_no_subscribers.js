/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_No_SubscribersInputs */

const en_mlist_no_subscribers = /** @type {(inputs: Mlist_No_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No confirmed subscribers yet.`)
};

const de_mlist_no_subscribers = /** @type {(inputs: Mlist_No_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine bestätigten Abonnentinnen und Abonnenten.`)
};

const fr_mlist_no_subscribers = /** @type {(inputs: Mlist_No_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun abonné confirmé pour l’instant.`)
};

const it_mlist_no_subscribers = /** @type {(inputs: Mlist_No_SubscribersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun iscritto confermato.`)
};

/**
* | output |
* | --- |
* | "No confirmed subscribers yet." |
*
* @param {Mlist_No_SubscribersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_no_subscribers = /** @type {((inputs?: Mlist_No_SubscribersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_No_SubscribersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_no_subscribers(inputs)
	if (locale === "fr") return fr_mlist_no_subscribers(inputs)
	if (locale === "it") return it_mlist_no_subscribers(inputs)
	return en_mlist_no_subscribers(inputs)
});