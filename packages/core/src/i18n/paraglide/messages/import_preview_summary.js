/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rows: NonNullable<unknown>, shownRows: NonNullable<unknown>, fresh: NonNullable<unknown>, skipped: NonNullable<unknown>, shownSkipped: NonNullable<unknown>, failed: NonNullable<unknown> }} Import_Preview_SummaryInputs */

const en_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {const rowsPlural = registry.plural("en", i?.rows, {});
	const skippedPlural = registry.plural("en", i?.skipped, {});
	if (rowsPlural === "one" && skippedPlural === "one") return /** @type {LocalizedString} */ (`1 row in the file: ${i?.fresh} new, 1 already has an account, ${i?.failed} cannot be imported. Nothing has been imported yet and no invite has been sent.`);
	if (rowsPlural === "one") return /** @type {LocalizedString} */ (`1 row in the file: ${i?.fresh} new, ${i?.shownSkipped} already have an account, ${i?.failed} cannot be imported. Nothing has been imported yet and no invite has been sent.`);
	if (skippedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownRows} rows in the file: ${i?.fresh} new, 1 already has an account, ${i?.failed} cannot be imported. Nothing has been imported yet and no invite has been sent.`);
	return /** @type {LocalizedString} */ (`${i?.shownRows} rows in the file: ${i?.fresh} new, ${i?.shownSkipped} already have an account, ${i?.failed} cannot be imported. Nothing has been imported yet and no invite has been sent.`)
	
};

const de_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {const rowsPlural = registry.plural("de", i?.rows, {});
	const skippedPlural = registry.plural("de", i?.skipped, {});
	if (rowsPlural === "one" && skippedPlural === "one") return /** @type {LocalizedString} */ (`1 Zeile in der Datei: ${i?.fresh} neu, 1 hat bereits ein Konto, ${i?.failed} können nicht importiert werden. Noch wurde nichts importiert und keine Einladung verschickt.`);
	if (rowsPlural === "one") return /** @type {LocalizedString} */ (`1 Zeile in der Datei: ${i?.fresh} neu, ${i?.shownSkipped} haben bereits ein Konto, ${i?.failed} können nicht importiert werden. Noch wurde nichts importiert und keine Einladung verschickt.`);
	if (skippedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownRows} Zeilen in der Datei: ${i?.fresh} neu, 1 hat bereits ein Konto, ${i?.failed} können nicht importiert werden. Noch wurde nichts importiert und keine Einladung verschickt.`);
	return /** @type {LocalizedString} */ (`${i?.shownRows} Zeilen in der Datei: ${i?.fresh} neu, ${i?.shownSkipped} haben bereits ein Konto, ${i?.failed} können nicht importiert werden. Noch wurde nichts importiert und keine Einladung verschickt.`)
	
};

const fr_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {const rowsPlural = registry.plural("fr", i?.rows, {});
	const skippedPlural = registry.plural("fr", i?.skipped, {});
	if (rowsPlural === "one" && skippedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownRows} ligne dans le fichier : ${i?.fresh} nouvelles, ${i?.shownSkipped} a déjà un compte, ${i?.failed} ne peuvent pas être importées. Rien n’a encore été importé et aucune invitation n’a été envoyée.`);
	if (rowsPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownRows} ligne dans le fichier : ${i?.fresh} nouvelles, ${i?.shownSkipped} ont déjà un compte, ${i?.failed} ne peuvent pas être importées. Rien n’a encore été importé et aucune invitation n’a été envoyée.`);
	if (skippedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownRows} lignes dans le fichier : ${i?.fresh} nouvelles, ${i?.shownSkipped} a déjà un compte, ${i?.failed} ne peuvent pas être importées. Rien n’a encore été importé et aucune invitation n’a été envoyée.`);
	return /** @type {LocalizedString} */ (`${i?.shownRows} lignes dans le fichier : ${i?.fresh} nouvelles, ${i?.shownSkipped} ont déjà un compte, ${i?.failed} ne peuvent pas être importées. Rien n’a encore été importé et aucune invitation n’a été envoyée.`)
	
};

const it_import_preview_summary = /** @type {(inputs: Import_Preview_SummaryInputs) => LocalizedString} */ (i) => {const rowsPlural = registry.plural("it", i?.rows, {});
	const skippedPlural = registry.plural("it", i?.skipped, {});
	if (rowsPlural === "one" && skippedPlural === "one") return /** @type {LocalizedString} */ (`1 riga nel file: ${i?.fresh} nuove, 1 ha già un account, ${i?.failed} non possono essere importate. Non è ancora stato importato nulla e non è stato inviato alcun invito.`);
	if (rowsPlural === "one") return /** @type {LocalizedString} */ (`1 riga nel file: ${i?.fresh} nuove, ${i?.shownSkipped} hanno già un account, ${i?.failed} non possono essere importate. Non è ancora stato importato nulla e non è stato inviato alcun invito.`);
	if (skippedPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownRows} righe nel file: ${i?.fresh} nuove, 1 ha già un account, ${i?.failed} non possono essere importate. Non è ancora stato importato nulla e non è stato inviato alcun invito.`);
	return /** @type {LocalizedString} */ (`${i?.shownRows} righe nel file: ${i?.fresh} nuove, ${i?.shownSkipped} hanno già un account, ${i?.failed} non possono essere importate. Non è ancora stato importato nulla e non è stato inviato alcun invito.`)
	
};

/**
* | rowsPlural | skippedPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "1 row in the file: {fresh} new, 1 already has an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
* | "one" | * | "1 row in the file: {fresh} new, {shownSkipped} already have an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
* | * | "one" | "{shownRows} rows in the file: {fresh} new, 1 already has an account, {failed} cannot be imported. Nothing has been imported yet and no invite has been sent." |
* | * | * | "{shownRows} rows in the file: {fresh} new, {shownSkipped} already have an account, {failed} cannot be imported. Nothing has been imported yet and no invite h..." |
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