/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown> }} Mlist_Test_Sent_TextInputs */

const en_mlist_test_sent_text = /** @type {(inputs: Mlist_Test_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A test copy is on its way to ${i?.to}.`)
};

const de_mlist_test_sent_text = /** @type {(inputs: Mlist_Test_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eine Testkopie ist unterwegs an ${i?.to}.`)
};

const fr_mlist_test_sent_text = /** @type {(inputs: Mlist_Test_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une copie de test est en route vers ${i?.to}.`)
};

const it_mlist_test_sent_text = /** @type {(inputs: Mlist_Test_Sent_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Una copia di prova è in viaggio verso ${i?.to}.`)
};

/**
* | output |
* | --- |
* | "A test copy is on its way to {to}." |
*
* @param {Mlist_Test_Sent_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_test_sent_text = /** @type {((inputs: Mlist_Test_Sent_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Test_Sent_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_test_sent_text(inputs)
	if (locale === "fr") return fr_mlist_test_sent_text(inputs)
	if (locale === "it") return it_mlist_test_sent_text(inputs)
	return en_mlist_test_sent_text(inputs)
});