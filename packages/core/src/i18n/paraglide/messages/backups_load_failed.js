/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ detail: NonNullable<unknown> }} Backups_Load_FailedInputs */

const en_backups_load_failed = /** @type {(inputs: Backups_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Error loading the backups' status. ${i?.detail}`)
};

const de_backups_load_failed = /** @type {(inputs: Backups_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehler beim Laden des Stands der Sicherungen. ${i?.detail}`)
};

const fr_backups_load_failed = /** @type {(inputs: Backups_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Erreur lors du chargement de l’état des sauvegardes. ${i?.detail}`)
};

const it_backups_load_failed = /** @type {(inputs: Backups_Load_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento dello stato dei backup. ${i?.detail}`)
};

/**
* | output |
* | --- |
* | "Error loading the backups' status. {detail}" |
*
* @param {Backups_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_load_failed = /** @type {((inputs: Backups_Load_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Load_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_load_failed(inputs)
	if (locale === "fr") return fr_backups_load_failed(inputs)
	if (locale === "it") return it_backups_load_failed(inputs)
	return en_backups_load_failed(inputs)
});