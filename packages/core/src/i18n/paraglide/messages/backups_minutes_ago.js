/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Backups_Minutes_AgoInputs */

const en_backups_minutes_ago = /** @type {(inputs: Backups_Minutes_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 minute ago`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} minutes ago`)
	
};

const de_backups_minutes_ago = /** @type {(inputs: Backups_Minutes_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`vor 1 Minute`);
	return /** @type {LocalizedString} */ (`vor ${i?.shownCount} Minuten`)
	
};

const fr_backups_minutes_ago = /** @type {(inputs: Backups_Minutes_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`il y a ${i?.shownCount} minute`);
	return /** @type {LocalizedString} */ (`il y a ${i?.shownCount} minutes`)
	
};

const it_backups_minutes_ago = /** @type {(inputs: Backups_Minutes_AgoInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 minuto fa`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} minuti fa`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 minute ago" |
* | * | "{shownCount} minutes ago" |
*
* @param {Backups_Minutes_AgoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const backups_minutes_ago = /** @type {((inputs: Backups_Minutes_AgoInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Backups_Minutes_AgoInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_backups_minutes_ago(inputs)
	if (locale === "fr") return fr_backups_minutes_ago(inputs)
	if (locale === "it") return it_backups_minutes_ago(inputs)
	return en_backups_minutes_ago(inputs)
});