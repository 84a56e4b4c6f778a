/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Test_SentInputs */

const en_mlist_test_sent = /** @type {(inputs: Mlist_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test sent`)
};

const de_mlist_test_sent = /** @type {(inputs: Mlist_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test gesendet`)
};

const fr_mlist_test_sent = /** @type {(inputs: Mlist_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test envoyé`)
};

const it_mlist_test_sent = /** @type {(inputs: Mlist_Test_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test inviato`)
};

/**
* | output |
* | --- |
* | "Test sent" |
*
* @param {Mlist_Test_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_test_sent = /** @type {((inputs?: Mlist_Test_SentInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Test_SentInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_test_sent(inputs)
	if (locale === "fr") return fr_mlist_test_sent(inputs)
	if (locale === "it") return it_mlist_test_sent(inputs)
	return en_mlist_test_sent(inputs)
});