/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Import_Members_ButtonInputs */

const en_import_members_button = /** @type {(inputs: Import_Members_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Import 1 member`);
	return /** @type {LocalizedString} */ (`Import ${i?.shownCount} members`)
	
};

const de_import_members_button = /** @type {(inputs: Import_Members_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Mitglied importieren`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Mitglieder importieren`)
	
};

const fr_import_members_button = /** @type {(inputs: Import_Members_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importer ${i?.shownCount} membre`);
	return /** @type {LocalizedString} */ (`Importer ${i?.shownCount} membres`)
	
};

const it_import_members_button = /** @type {(inputs: Import_Members_ButtonInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Importare 1 membro`);
	return /** @type {LocalizedString} */ (`Importare ${i?.shownCount} membri`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Import 1 member" |
* | * | "Import {shownCount} members" |
*
* @param {Import_Members_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const import_members_button = /** @type {((inputs: Import_Members_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Import_Members_ButtonInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_import_members_button(inputs)
	if (locale === "fr") return fr_import_members_button(inputs)
	if (locale === "it") return it_import_members_button(inputs)
	return en_import_members_button(inputs)
});