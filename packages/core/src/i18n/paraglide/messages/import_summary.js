/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, skipped: NonNullable<unknown>, failed: NonNullable<unknown> }} Import_SummaryInputs */

const en_import_summary = /** @type {(inputs: Import_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Successfully imported 1 member, ${i?.skipped} skipped, ${i?.failed} failed`);
	return /** @type {LocalizedString} */ (`Successfully imported ${i?.shownCount} members, ${i?.skipped} skipped, ${i?.failed} failed`)
	
};

const de_import_summary = /** @type {(inputs: Import_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Mitglied erfolgreich importiert, ${i?.skipped} übersprungen, ${i?.failed} fehlgeschlagen`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Mitglieder erfolgreich importiert, ${i?.skipped} übersprungen, ${i?.failed} fehlgeschlagen`)
	
};

const fr_import_summary = /** @type {(inputs: Import_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} membre importé avec succès, ${i?.skipped} ignorés, ${i?.failed} en échec`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} membres importés avec succès, ${i?.skipped} ignorés, ${i?.failed} en échec`)
	
};

const it_import_summary = /** @type {(inputs: Import_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 membro importato correttamente, ${i?.skipped} saltati, ${i?.failed} non riusciti`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} membri importati correttamente, ${i?.skipped} saltati, ${i?.failed} non riusciti`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Successfully imported 1 member, {skipped} skipped, {failed} failed" |
* | * | "Successfully imported {shownCount} members, {skipped} skipped, {failed} failed" |
*
* @param {Import_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_summary = /** @type {((inputs: Import_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_SummaryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_summary(inputs)
	if (locale === "fr") return fr_import_summary(inputs)
	if (locale === "it") return it_import_summary(inputs)
	return en_import_summary(inputs)
});