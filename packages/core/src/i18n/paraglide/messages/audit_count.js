/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Audit_CountInputs */

const en_audit_count = /** @type {(inputs: Audit_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 entry`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} entries`)
	
};

const de_audit_count = /** @type {(inputs: Audit_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Eintrag`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Einträge`)
	
};

const fr_audit_count = /** @type {(inputs: Audit_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} entrée`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} entrées`)
	
};

const it_audit_count = /** @type {(inputs: Audit_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 voce`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} voci`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 entry" |
* | * | "{shownCount} entries" |
*
* @param {Audit_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_count = /** @type {((inputs: Audit_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_count(inputs)
	if (locale === "fr") return fr_audit_count(inputs)
	if (locale === "it") return it_audit_count(inputs)
	return en_audit_count(inputs)
});