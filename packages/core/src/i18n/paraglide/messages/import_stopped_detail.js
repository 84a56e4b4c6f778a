/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ done: NonNullable<unknown>, shownDone: NonNullable<unknown>, total: NonNullable<unknown>, shownTotal: NonNullable<unknown> }} Import_Stopped_DetailInputs */

const en_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("en", i?.done, {});
	const totalPlural = registry.plural("en", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`The import stopped after ${i?.shownDone} of 1 row. Importing the same file again skips the members already created.`);
	return /** @type {LocalizedString} */ (`The import stopped after ${i?.shownDone} of ${i?.shownTotal} rows. Importing the same file again skips the members already created.`)
	
};

const de_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("de", i?.done, {});
	const totalPlural = registry.plural("de", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`Der Import wurde nach ${i?.shownDone} von 1 Zeile abgebrochen. Wenn Sie dieselbe Datei erneut importieren, werden die bereits erstellten Mitglieder übersprungen.`);
	return /** @type {LocalizedString} */ (`Der Import wurde nach ${i?.shownDone} von ${i?.shownTotal} Zeilen abgebrochen. Wenn Sie dieselbe Datei erneut importieren, werden die bereits erstellten Mitglieder übersprungen.`)
	
};

const fr_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("fr", i?.done, {});
	const totalPlural = registry.plural("fr", i?.total, {});
	if (donePlural === "one") return /** @type {LocalizedString} */ (`L’import s’est arrêté après ${i?.shownDone} ligne sur ${i?.shownTotal}. Importer à nouveau le même fichier ignore les membres déjà créés.`);
	return /** @type {LocalizedString} */ (`L’import s’est arrêté après ${i?.shownDone} lignes sur ${i?.shownTotal}. Importer à nouveau le même fichier ignore les membres déjà créés.`)
	
};

const it_import_stopped_detail = /** @type {(inputs: Import_Stopped_DetailInputs) => LocalizedString} */ (i) => {const donePlural = registry.plural("it", i?.done, {});
	const totalPlural = registry.plural("it", i?.total, {});
	if (totalPlural === "one") return /** @type {LocalizedString} */ (`L’importazione si è interrotta dopo ${i?.shownDone} di 1 riga. Importando di nuovo lo stesso file, i membri già creati vengono saltati.`);
	return /** @type {LocalizedString} */ (`L’importazione si è interrotta dopo ${i?.shownDone} di ${i?.shownTotal} righe. Importando di nuovo lo stesso file, i membri già creati vengono saltati.`)
	
};

/**
* | donePlural | totalPlural | output |
* | --- | --- | --- |
* | * | "one" | "The import stopped after {shownDone} of 1 row. Importing the same file again skips the members already created." |
* | * | * | "The import stopped after {shownDone} of {shownTotal} rows. Importing the same file again skips the members already created." |
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