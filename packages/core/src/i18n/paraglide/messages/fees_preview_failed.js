/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Fees_Preview_FailedInputs */

const en_fees_preview_failed = /** @type {(inputs: Fees_Preview_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The preview could not be loaded: ${i?.detail}`)
};

const de_fees_preview_failed = /** @type {(inputs: Fees_Preview_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Vorschau konnte nicht geladen werden: ${i?.detail}`)
};

const fr_fees_preview_failed = /** @type {(inputs: Fees_Preview_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’aperçu n’a pas pu être chargé : ${i?.detail}`)
};

const it_fees_preview_failed = /** @type {(inputs: Fees_Preview_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare l’anteprima: ${i?.detail}`)
};

/**
* | output |
* | --- |
* | "The preview could not be loaded: {detail}" |
*
* @param {Fees_Preview_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_preview_failed = /** @type {((inputs: Fees_Preview_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Preview_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_preview_failed(inputs)
	if (locale === "fr") return fr_fees_preview_failed(inputs)
	if (locale === "it") return it_fees_preview_failed(inputs)
	return en_fees_preview_failed(inputs)
});