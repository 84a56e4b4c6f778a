/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_Restore_Not_RunInputs */

const en_backups_restore_not_run = /** @type {(inputs: Backups_Restore_Not_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not run yet. Once a week, the newest backup is restored into a scratch database to prove it can be read.`)
};

const de_backups_restore_not_run = /** @type {(inputs: Backups_Restore_Not_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht durchgeführt. Einmal pro Woche wird die neueste Sicherung in eine Testdatenbank wiederhergestellt, um zu zeigen, dass sie lesbar ist.`)
};

const fr_backups_restore_not_run = /** @type {(inputs: Backups_Restore_Not_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore effectuée. Une fois par semaine, la sauvegarde la plus récente est restaurée dans une base de données temporaire pour prouver qu’elle est lisible.`)
};

const it_backups_restore_not_run = /** @type {(inputs: Backups_Restore_Not_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ancora eseguito. Una volta alla settimana il backup più recente viene ripristinato in un database temporaneo per dimostrare che è leggibile.`)
};

/**
* | output |
* | --- |
* | "Not run yet. Once a week, the newest backup is restored into a scratch database to prove it can be read." |
*
* @param {Backups_Restore_Not_RunInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_restore_not_run = /** @type {((inputs?: Backups_Restore_Not_RunInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Restore_Not_RunInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_restore_not_run(inputs)
	if (locale === "fr") return fr_backups_restore_not_run(inputs)
	if (locale === "it") return it_backups_restore_not_run(inputs)
	return en_backups_restore_not_run(inputs)
});