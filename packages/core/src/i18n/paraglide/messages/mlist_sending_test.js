/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Sending_TestInputs */

const en_mlist_sending_test = /** @type {(inputs: Mlist_Sending_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending the test...`)
};

const de_mlist_sending_test = /** @type {(inputs: Mlist_Sending_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test wird gesendet...`)
};

const fr_mlist_sending_test = /** @type {(inputs: Mlist_Sending_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi du test...`)
};

const it_mlist_sending_test = /** @type {(inputs: Mlist_Sending_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio del test...`)
};

/**
* | output |
* | --- |
* | "Sending the test..." |
*
* @param {Mlist_Sending_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_sending_test = /** @type {((inputs?: Mlist_Sending_TestInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Sending_TestInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_sending_test(inputs)
	if (locale === "fr") return fr_mlist_sending_test(inputs)
	if (locale === "it") return it_mlist_sending_test(inputs)
	return en_mlist_sending_test(inputs)
});