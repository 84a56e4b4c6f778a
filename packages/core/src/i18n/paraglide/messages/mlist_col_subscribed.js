/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Col_SubscribedInputs */

const en_mlist_col_subscribed = /** @type {(inputs: Mlist_Col_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribed on`)
};

const de_mlist_col_subscribed = /** @type {(inputs: Mlist_Col_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonniert am`)
};

const fr_mlist_col_subscribed = /** @type {(inputs: Mlist_Col_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date d’abonnement`)
};

const it_mlist_col_subscribed = /** @type {(inputs: Mlist_Col_SubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data d’iscrizione`)
};

/**
* | output |
* | --- |
* | "Subscribed on" |
*
* @param {Mlist_Col_SubscribedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_col_subscribed = /** @type {((inputs?: Mlist_Col_SubscribedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Col_SubscribedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_col_subscribed(inputs)
	if (locale === "fr") return fr_mlist_col_subscribed(inputs)
	if (locale === "it") return it_mlist_col_subscribed(inputs)
	return en_mlist_col_subscribed(inputs)
});