/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Mlist_Load_FailedInputs */

const en_mlist_load_failed = /** @type {(inputs: Mlist_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error loading the mailing list. ${i?.detail}`)
};

const de_mlist_load_failed = /** @type {(inputs: Mlist_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der Mailingliste. ${i?.detail}`)
};

const fr_mlist_load_failed = /** @type {(inputs: Mlist_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement de la liste de diffusion. ${i?.detail}`)
};

const it_mlist_load_failed = /** @type {(inputs: Mlist_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento della mailing list. ${i?.detail}`)
};

/**
* | output |
* | --- |
* | "Error loading the mailing list. {detail}" |
*
* @param {Mlist_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mlist_load_failed = /** @type {((inputs: Mlist_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mlist_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mlist_load_failed(inputs)
	if (locale === "fr") return fr_mlist_load_failed(inputs)
	if (locale === "it") return it_mlist_load_failed(inputs)
	return en_mlist_load_failed(inputs)
});