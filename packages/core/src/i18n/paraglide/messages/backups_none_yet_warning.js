/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Backups_None_Yet_WarningInputs */

const en_backups_none_yet_warning = /** @type {(inputs: Backups_None_Yet_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No backup has been taken yet. The server takes the first one soon after it starts; if this stays, look at the server's log.`)
};

const de_backups_none_yet_warning = /** @type {(inputs: Backups_None_Yet_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde noch keine Sicherung erstellt. Der Server erstellt die erste kurz nach seinem Start; bleibt diese Meldung, sehen Sie im Log des Servers nach.`)
};

const fr_backups_none_yet_warning = /** @type {(inputs: Backups_None_Yet_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune sauvegarde n’a encore été faite. Le serveur fait la première peu après son démarrage ; si ce message reste, consultez le journal du serveur.`)
};

const it_backups_none_yet_warning = /** @type {(inputs: Backups_None_Yet_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è ancora stato fatto alcun backup. Il server fa il primo poco dopo l’avvio; se questo messaggio resta, guardi il log del server.`)
};

/**
* | output |
* | --- |
* | "No backup has been taken yet. The server takes the first one soon after it starts; if this stays, look at the server's log." |
*
* @param {Backups_None_Yet_WarningInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_none_yet_warning = /** @type {((inputs?: Backups_None_Yet_WarningInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_None_Yet_WarningInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_none_yet_warning(inputs)
	if (locale === "fr") return fr_backups_none_yet_warning(inputs)
	if (locale === "it") return it_backups_none_yet_warning(inputs)
	return en_backups_none_yet_warning(inputs)
});