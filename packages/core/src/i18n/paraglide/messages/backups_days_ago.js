/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Backups_Days_AgoInputs */

const en_backups_days_ago = /** @type {(inputs: Backups_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 day ago`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} days ago`)
	
};

const de_backups_days_ago = /** @type {(inputs: Backups_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`vor 1 Tag`);
	return /** @type {LocalizedString} */ (`vor ${i?.shownCount} Tagen`)
	
};

const fr_backups_days_ago = /** @type {(inputs: Backups_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`il y a ${i?.shownCount} jour`);
	return /** @type {LocalizedString} */ (`il y a ${i?.shownCount} jours`)
	
};

const it_backups_days_ago = /** @type {(inputs: Backups_Days_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 giorno fa`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} giorni fa`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 day ago" |
* | * | "{shownCount} days ago" |
*
* @param {Backups_Days_AgoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_days_ago = /** @type {((inputs: Backups_Days_AgoInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Days_AgoInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_days_ago(inputs)
	if (locale === "fr") return fr_backups_days_ago(inputs)
	if (locale === "it") return it_backups_days_ago(inputs)
	return en_backups_days_ago(inputs)
});