/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Ridealong_Load_FailedInputs */

const en_ridealong_load_failed = /** @type {(inputs: Ridealong_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error loading ride-along requests. ${i?.detail}`)
};

const de_ridealong_load_failed = /** @type {(inputs: Ridealong_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden der Mitfahranfragen. ${i?.detail}`)
};

const fr_ridealong_load_failed = /** @type {(inputs: Ridealong_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement des demandes de stage d’observation. ${i?.detail}`)
};

const it_ridealong_load_failed = /** @type {(inputs: Ridealong_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento delle richieste di uscita in ambulanza. ${i?.detail}`)
};

/**
* | output |
* | --- |
* | "Error loading ride-along requests. {detail}" |
*
* @param {Ridealong_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ridealong_load_failed = /** @type {((inputs: Ridealong_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ridealong_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ridealong_load_failed(inputs)
	if (locale === "fr") return fr_ridealong_load_failed(inputs)
	if (locale === "it") return it_ridealong_load_failed(inputs)
	return en_ridealong_load_failed(inputs)
});