/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_TakenInputs */

const en_backups_taken = /** @type {(inputs: Backups_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taken`)
};

const de_backups_taken = /** @type {(inputs: Backups_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstellt`)
};

const fr_backups_taken = /** @type {(inputs: Backups_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faite`)
};

const it_backups_taken = /** @type {(inputs: Backups_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eseguito`)
};

/**
* | output |
* | --- |
* | "Taken" |
*
* @param {Backups_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_taken = /** @type {((inputs?: Backups_TakenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_TakenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_taken(inputs)
	if (locale === "fr") return fr_backups_taken(inputs)
	if (locale === "it") return it_backups_taken(inputs)
	return en_backups_taken(inputs)
});