/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Backups_Overdue_WarningInputs */

const en_backups_overdue_warning = /** @type {(inputs: Backups_Overdue_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last successful backup is more than ${i?.days} days old.`)
};

const de_backups_overdue_warning = /** @type {(inputs: Backups_Overdue_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die letzte erfolgreiche Sicherung ist mehr als ${i?.days} Tage alt.`)
};

const fr_backups_overdue_warning = /** @type {(inputs: Backups_Overdue_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La dernière sauvegarde réussie date de plus de ${i?.days} jours.`)
};

const it_backups_overdue_warning = /** @type {(inputs: Backups_Overdue_WarningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’ultimo backup riuscito risale a più di ${i?.days} giorni fa.`)
};

/**
* | output |
* | --- |
* | "The last successful backup is more than {days} days old." |
*
* @param {Backups_Overdue_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_overdue_warning = /** @type {((inputs: Backups_Overdue_WarningInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Overdue_WarningInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_overdue_warning(inputs)
	if (locale === "fr") return fr_backups_overdue_warning(inputs)
	if (locale === "it") return it_backups_overdue_warning(inputs)
	return en_backups_overdue_warning(inputs)
});