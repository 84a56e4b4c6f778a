/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Backups_Restore_PassedInputs */

const en_backups_restore_passed = /** @type {(inputs: Backups_Restore_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passed on ${i?.at}`)
};

const de_backups_restore_passed = /** @type {(inputs: Backups_Restore_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestanden am ${i?.at}`)
};

const fr_backups_restore_passed = /** @type {(inputs: Backups_Restore_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réussie le ${i?.at}`)
};

const it_backups_restore_passed = /** @type {(inputs: Backups_Restore_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Riuscito il ${i?.at}`)
};

/**
* | output |
* | --- |
* | "Passed on {at}" |
*
* @param {Backups_Restore_PassedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_restore_passed = /** @type {((inputs: Backups_Restore_PassedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Restore_PassedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_restore_passed(inputs)
	if (locale === "fr") return fr_backups_restore_passed(inputs)
	if (locale === "it") return it_backups_restore_passed(inputs)
	return en_backups_restore_passed(inputs)
});