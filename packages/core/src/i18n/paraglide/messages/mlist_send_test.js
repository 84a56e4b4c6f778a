/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Send_TestInputs */

const en_mlist_send_test = /** @type {(inputs: Mlist_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a test to me`)
};

const de_mlist_send_test = /** @type {(inputs: Mlist_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test an mich senden`)
};

const fr_mlist_send_test = /** @type {(inputs: Mlist_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M’envoyer un test`)
};

const it_mlist_send_test = /** @type {(inputs: Mlist_Send_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviarmi un test`)
};

/**
* | output |
* | --- |
* | "Send a test to me" |
*
* @param {Mlist_Send_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_send_test = /** @type {((inputs?: Mlist_Send_TestInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Send_TestInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_send_test(inputs)
	if (locale === "fr") return fr_mlist_send_test(inputs)
	if (locale === "it") return it_mlist_send_test(inputs)
	return en_mlist_send_test(inputs)
});