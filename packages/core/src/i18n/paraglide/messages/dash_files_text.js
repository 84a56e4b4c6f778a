/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Files_TextInputs */

const en_dash_files_text = /** @type {(inputs: Dash_Files_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the association's statutes and other documents shared with members.`)
};

const de_dash_files_text = /** @type {(inputs: Dash_Files_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laden Sie die Statuten des Vereins und weitere mit den Mitgliedern geteilte Dokumente herunter.`)
};

const fr_dash_files_text = /** @type {(inputs: Dash_Files_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargez les statuts de l’association et d’autres documents partagés avec les membres.`)
};

const it_dash_files_text = /** @type {(inputs: Dash_Files_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarichi lo statuto dell’associazione e altri documenti condivisi con i membri.`)
};

/**
* | output |
* | --- |
* | "Download the association's statutes and other documents shared with members." |
*
* @param {Dash_Files_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_files_text = /** @type {((inputs?: Dash_Files_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Files_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_files_text(inputs)
	if (locale === "fr") return fr_dash_files_text(inputs)
	if (locale === "it") return it_dash_files_text(inputs)
	return en_dash_files_text(inputs)
});