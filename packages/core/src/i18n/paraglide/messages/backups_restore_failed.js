/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Backups_Restore_FailedInputs */

const en_backups_restore_failed = /** @type {(inputs: Backups_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed on ${i?.at}`)
};

const de_backups_restore_failed = /** @type {(inputs: Backups_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen am ${i?.at}`)
};

const fr_backups_restore_failed = /** @type {(inputs: Backups_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Échouée le ${i?.at}`)
};

const it_backups_restore_failed = /** @type {(inputs: Backups_Restore_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non riuscito il ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Failed on {at}" |
*
* @param {Backups_Restore_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_restore_failed = /** @type {((inputs: Backups_Restore_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Restore_FailedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_restore_failed(inputs)
	if (locale === "fr") return fr_backups_restore_failed(inputs)
	if (locale === "it") return it_backups_restore_failed(inputs)
	return en_backups_restore_failed(inputs)
});