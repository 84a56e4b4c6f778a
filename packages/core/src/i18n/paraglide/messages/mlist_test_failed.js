/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Test_FailedInputs */

const en_mlist_test_failed = /** @type {(inputs: Mlist_Test_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error sending the test`)
};

const de_mlist_test_failed = /** @type {(inputs: Mlist_Test_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler beim Senden des Tests`)
};

const fr_mlist_test_failed = /** @type {(inputs: Mlist_Test_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’envoi du test`)
};

const it_mlist_test_failed = /** @type {(inputs: Mlist_Test_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’invio del test`)
};

/**
* | output |
* | --- |
* | "Error sending the test" |
*
* @param {Mlist_Test_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_test_failed = /** @type {((inputs?: Mlist_Test_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Test_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_test_failed(inputs)
	if (locale === "fr") return fr_mlist_test_failed(inputs)
	if (locale === "it") return it_mlist_test_failed(inputs)
	return en_mlist_test_failed(inputs)
});