/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Last_SuccessInputs */

const en_backups_last_success = /** @type {(inputs: Backups_Last_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last successful backup`)
};

const de_backups_last_success = /** @type {(inputs: Backups_Last_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte erfolgreiche Sicherung`)
};

const fr_backups_last_success = /** @type {(inputs: Backups_Last_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière sauvegarde réussie`)
};

const it_backups_last_success = /** @type {(inputs: Backups_Last_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultimo backup riuscito`)
};

/**
* | output |
* | --- |
* | "Last successful backup" |
*
* @param {Backups_Last_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_last_success = /** @type {((inputs?: Backups_Last_SuccessInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Last_SuccessInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_last_success(inputs)
	if (locale === "fr") return fr_backups_last_success(inputs)
	if (locale === "it") return it_backups_last_success(inputs)
	return en_backups_last_success(inputs)
});