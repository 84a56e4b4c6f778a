/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, shownDone: NonNullable<unknown>, total: NonNullable<unknown>, shownTotal: NonNullable<unknown> }} Import_Progress_CheckingInputs */

const en_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("en", i?.done, {});
	const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Checking the file: ${i?.shownDone} of 1 row`);
	return /** @type {LocalizedString} */ (`Checking the file: ${i?.shownDone} of ${i?.shownTotal} rows`)
	
};

const de_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("de", i?.done, {});
	const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Datei wird geprüft: ${i?.shownDone} von 1 Zeile`);
	return /** @type {LocalizedString} */ (`Datei wird geprüft: ${i?.shownDone} von ${i?.shownTotal} Zeilen`)
	
};

const fr_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("fr", i?.done, {});
	const totalPlural = registry.plural("fr", i?.total, {});
	if (donePlural === "one") return /** @type {LocalizedString} */ (`Vérification du fichier : ${i?.shownDone} ligne sur ${i?.shownTotal}`);
	return /** @type {LocalizedString} */ (`Vérification du fichier : ${i?.shownDone} lignes sur ${i?.shownTotal}`)
	
};

const it_import_progress_checking = /** @type {(inputs: Import_Progress_CheckingInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("it", i?.done, {});
	const totalPlural = registry.plural("it", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Verifica del file: ${i?.shownDone} di 1 riga`);
	return /** @type {LocalizedString} */ (`Verifica del file: ${i?.shownDone} di ${i?.shownTotal} righe`)
	
};

/**
* | donePlural | totalPlural | output |
* | --- | --- | --- |
* | * | "one" | "Checking the file: {shownDone} of 1 row" |
* | * | * | "Checking the file: {shownDone} of {shownTotal} rows" |
*
* @param {Import_Progress_CheckingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_progress_checking = /** @type {((inputs: Import_Progress_CheckingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Progress_CheckingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_progress_checking(inputs)
	if (locale === "fr") return fr_import_progress_checking(inputs)
	if (locale === "it") return it_import_progress_checking(inputs)
	return en_import_progress_checking(inputs)
});