/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Backups_Hours_AgoInputs */

const en_backups_hours_ago = /** @type {(inputs: Backups_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 hour ago`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} hours ago`)
	
};

const de_backups_hours_ago = /** @type {(inputs: Backups_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`vor 1 Stunde`);
	return /** @type {LocalizedString} */ (`vor ${i?.shownCount} Stunden`)
	
};

const fr_backups_hours_ago = /** @type {(inputs: Backups_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`il y a ${i?.shownCount} heure`);
	return /** @type {LocalizedString} */ (`il y a ${i?.shownCount} heures`)
	
};

const it_backups_hours_ago = /** @type {(inputs: Backups_Hours_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 ora fa`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} ore fa`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 hour ago" |
* | * | "{shownCount} hours ago" |
*
* @param {Backups_Hours_AgoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_hours_ago = /** @type {((inputs: Backups_Hours_AgoInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Hours_AgoInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_hours_ago(inputs)
	if (locale === "fr") return fr_backups_hours_ago(inputs)
	if (locale === "it") return it_backups_hours_ago(inputs)
	return en_backups_hours_ago(inputs)
});