/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Import_Progress_ImportingInputs */

const en_import_progress_importing = /** @type {(inputs: Import_Progress_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import progress: ${i?.done} of ${i?.total} rows`)
};

const de_import_progress_importing = /** @type {(inputs: Import_Progress_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Importfortschritt: ${i?.done} von ${i?.total} Zeilen`)
};

const fr_import_progress_importing = /** @type {(inputs: Import_Progress_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progression de l’import : ${i?.done} lignes sur ${i?.total}`)
};

const it_import_progress_importing = /** @type {(inputs: Import_Progress_ImportingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avanzamento dell’importazione: ${i?.done} di ${i?.total} righe`)
};

/**
* | output |
* | --- |
* | "Import progress: {done} of {total} rows" |
*
* @param {Import_Progress_ImportingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_progress_importing = /** @type {((inputs: Import_Progress_ImportingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Progress_ImportingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_progress_importing(inputs)
	if (locale === "fr") return fr_import_progress_importing(inputs)
	if (locale === "it") return it_import_progress_importing(inputs)
	return en_import_progress_importing(inputs)
});