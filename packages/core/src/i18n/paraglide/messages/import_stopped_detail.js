/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Import_Stopped_DetailInputs */

const en_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The import stopped after ${i?.done} of ${i?.total} rows. Importing the same file again skips the members already created.`)
};

const de_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Import wurde nach ${i?.done} von ${i?.total} Zeilen abgebrochen. Wenn Sie dieselbe Datei erneut importieren, werden die bereits erstellten Mitglieder übersprungen.`)
};

const fr_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’import s’est arrêté après ${i?.done} lignes sur ${i?.total}. Importer à nouveau le même fichier ignore les membres déjà créés.`)
};

const it_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’importazione si è interrotta dopo ${i?.done} di ${i?.total} righe. Importando di nuovo lo stesso file, i membri già creati vengono saltati.`)
};

/**
* | output |
* | --- |
* | "The import stopped after {done} of {total} rows. Importing the same file again skips the members already created." |
*
* @param {Import_Stopped_DetailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_stopped_detail = /** @type {((inputs: Import_Stopped_DetailInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Stopped_DetailInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_stopped_detail(inputs)
	if (locale === "fr") return fr_import_stopped_detail(inputs)
	if (locale === "it") return it_import_stopped_detail(inputs)
	return en_import_stopped_detail(inputs)
});