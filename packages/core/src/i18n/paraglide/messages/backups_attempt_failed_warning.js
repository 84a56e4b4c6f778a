/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown>, failure: NonNullable<unknown> }} Backups_Attempt_Failed_WarningInputs */

const en_backups_attempt_failed_warning = /** @type {(inputs: Backups_Attempt_Failed_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last backup attempt, on ${i?.at}, failed: ${i?.failure}`)
};

const de_backups_attempt_failed_warning = /** @type {(inputs: Backups_Attempt_Failed_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der letzte Sicherungsversuch am ${i?.at} ist fehlgeschlagen: ${i?.failure}`)
};

const fr_backups_attempt_failed_warning = /** @type {(inputs: Backups_Attempt_Failed_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La dernière tentative de sauvegarde, le ${i?.at}, a échoué : ${i?.failure}`)
};

const it_backups_attempt_failed_warning = /** @type {(inputs: Backups_Attempt_Failed_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’ultimo tentativo di backup, il ${i?.at}, non è riuscito: ${i?.failure}`)
};

/**
* | output |
* | --- |
* | "The last backup attempt, on {at}, failed: {failure}" |
*
* @param {Backups_Attempt_Failed_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_attempt_failed_warning = /** @type {((inputs: Backups_Attempt_Failed_WarningInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Attempt_Failed_WarningInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_attempt_failed_warning(inputs)
	if (locale === "fr") return fr_backups_attempt_failed_warning(inputs)
	if (locale === "it") return it_backups_attempt_failed_warning(inputs)
	return en_backups_attempt_failed_warning(inputs)
});