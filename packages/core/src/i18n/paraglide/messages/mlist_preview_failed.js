/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mlist_Preview_FailedInputs */

const en_mlist_preview_failed = /** @type {(inputs: Mlist_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error previewing the newsletter`)
};

const de_mlist_preview_failed = /** @type {(inputs: Mlist_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler bei der Vorschau des Newsletters`)
};

const fr_mlist_preview_failed = /** @type {(inputs: Mlist_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l’aperçu de la newsletter`)
};

const it_mlist_preview_failed = /** @type {(inputs: Mlist_Preview_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell’anteprima della newsletter`)
};

/**
* | output |
* | --- |
* | "Error previewing the newsletter" |
*
* @param {Mlist_Preview_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_preview_failed = /** @type {((inputs?: Mlist_Preview_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Preview_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_preview_failed(inputs)
	if (locale === "fr") return fr_mlist_preview_failed(inputs)
	if (locale === "it") return it_mlist_preview_failed(inputs)
	return en_mlist_preview_failed(inputs)
});