/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keep: NonNullable<unknown>, readme: NonNullable<unknown> }} Backups_ScheduleInputs */

const en_backups_schedule = /** @type {(inputs: Backups_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server backs up once a day into BACKUP_DIR and keeps the last ${i?.keep} archives. Copy them to another machine too: see ${i?.readme}.`)
};

const de_backups_schedule = /** @type {(inputs: Backups_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Server sichert einmal pro Tag nach BACKUP_DIR und behält die letzten ${i?.keep} Archive. Kopieren Sie sie auch auf einen anderen Rechner: siehe ${i?.readme}.`)
};

const fr_backups_schedule = /** @type {(inputs: Backups_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le serveur fait une sauvegarde par jour dans BACKUP_DIR et garde les ${i?.keep} dernières archives. Copiez-les aussi sur une autre machine : voir ${i?.readme}.`)
};

const it_backups_schedule = /** @type {(inputs: Backups_ScheduleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il server fa un backup al giorno in BACKUP_DIR e conserva gli ultimi ${i?.keep} archivi. Li copi anche su un’altra macchina: veda ${i?.readme}.`)
};

/**
* | output |
* | --- |
* | "The server backs up once a day into BACKUP_DIR and keeps the last {keep} archives. Copy them to another machine too: see {readme}." |
*
* @param {Backups_ScheduleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_schedule = /** @type {((inputs: Backups_ScheduleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_ScheduleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_schedule(inputs)
	if (locale === "fr") return fr_backups_schedule(inputs)
	if (locale === "it") return it_backups_schedule(inputs)
	return en_backups_schedule(inputs)
});