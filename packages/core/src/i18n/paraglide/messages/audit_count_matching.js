/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Audit_Count_MatchingInputs */

const en_audit_count_matching = /** @type {(inputs: Audit_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 entry matches`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} entries match`)
	
};

const de_audit_count_matching = /** @type {(inputs: Audit_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Eintrag passt`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Einträge passen`)
	
};

const fr_audit_count_matching = /** @type {(inputs: Audit_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} entrée correspond`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} entrées correspondent`)
	
};

const it_audit_count_matching = /** @type {(inputs: Audit_Count_MatchingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 voce corrisponde`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} voci corrispondono`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 entry matches" |
* | * | "{shownCount} entries match" |
*
* @param {Audit_Count_MatchingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_count_matching = /** @type {((inputs: Audit_Count_MatchingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Count_MatchingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_count_matching(inputs)
	if (locale === "fr") return fr_audit_count_matching(inputs)
	if (locale === "it") return it_audit_count_matching(inputs)
	return en_audit_count_matching(inputs)
});