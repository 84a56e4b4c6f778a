/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ readme: NonNullable<unknown> }} Backups_Off_TextInputs */

const en_backups_off_text = /** @type {(inputs: Backups_Off_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server takes no backups of its own: BACKUP_DIR is not set. Set it to a folder, ideally on another disk, and the server writes an archive of the database and the file share there every day. See ${i?.readme}, which also tells how to take one by hand and how to restore.`)
};

const de_backups_off_text = /** @type {(inputs: Backups_Off_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Server erstellt keine eigenen Sicherungen: BACKUP_DIR ist nicht gesetzt. Setzen Sie es auf einen Ordner, idealerweise auf einer anderen Festplatte, und der Server schreibt dort jeden Tag ein Archiv der Datenbank und der Dateiablage. Siehe ${i?.readme}; dort steht auch, wie man eine Sicherung von Hand erstellt und wie man wiederherstellt.`)
};

const fr_backups_off_text = /** @type {(inputs: Backups_Off_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le serveur ne fait aucune sauvegarde lui-même : BACKUP_DIR n’est pas défini. Indiquez-y un dossier, idéalement sur un autre disque, et le serveur y écrit chaque jour une archive de la base de données et du partage de fichiers. Voir ${i?.readme}, qui explique aussi comment en faire une à la main et comment restaurer.`)
};

const it_backups_off_text = /** @type {(inputs: Backups_Off_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il server non fa backup propri: BACKUP_DIR non è impostata. La imposti su una cartella, idealmente su un altro disco, e il server vi scrive ogni giorno un archivio del database e della condivisione file. Veda ${i?.readme}, che spiega anche come farne uno a mano e come ripristinare.`)
};

/**
* | output |
* | --- |
* | "The server takes no backups of its own: BACKUP_DIR is not set. Set it to a folder, ideally on another disk, and the server writes an archive of the database ..." |
*
* @param {Backups_Off_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_off_text = /** @type {((inputs: Backups_Off_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Off_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_off_text(inputs)
	if (locale === "fr") return fr_backups_off_text(inputs)
	if (locale === "it") return it_backups_off_text(inputs)
	return en_backups_off_text(inputs)
});