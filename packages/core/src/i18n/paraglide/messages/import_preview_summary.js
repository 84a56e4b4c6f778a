/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rows: NonNullable<unknown>, fresh: NonNullable<unknown>, skipped: NonNullable<unknown>, failed: NonNullable<unknown> }} Import_Preview_SummaryInputs */

const en_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rows} rows in the file: ${i?.fresh} new, ${i?.skipped} already have an account, ${i?.failed} cannot be imported. Nothing has been imported yet and no invite has been sent.`)
};

const de_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rows} Zeilen in der Datei: ${i?.fresh} neu, ${i?.skipped} haben bereits ein Konto, ${i?.failed} können nicht importiert werden. Noch wurde nichts importiert und keine Einladung verschickt.`)
};

const fr_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rows} lignes dans le fichier : ${i?.fresh} nouvelles, ${i?.skipped} ont déjà un compte, ${i?.failed} ne peuvent pas être importées. Rien n’a encore été importé et aucune invitation n’a été envoyée.`)
};

const it_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rows} righe nel file: ${i?.fresh} nuove, ${i?.skipped} hanno già un account, ${i?.failed} non possono essere importate. Non è ancora stato importato nulla e non è stato inviato alcun invito.`)
};

/**
* | output |
* | --- |
* | "{rows} rows in the file: {fresh} new, {skipped} already have an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
*
* @param {Import_Preview_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_preview_summary = /** @type {((inputs: Import_Preview_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Preview_SummaryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_preview_summary(inputs)
	if (locale === "fr") return fr_import_preview_summary(inputs)
	if (locale === "it") return it_import_preview_summary(inputs)
	return en_import_preview_summary(inputs)
});