/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, known: NonNullable<unknown> }} Audit_N_SubscribersInputs */

const en_audit_n_subscribers = /** @type {(inputs: Audit_N_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`some subscribers`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 subscriber`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} subscribers`)
	
};

const de_audit_n_subscribers = /** @type {(inputs: Audit_N_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`einige Adressen`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Adresse`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Adressen`)
	
};

const fr_audit_n_subscribers = /** @type {(inputs: Audit_N_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`quelques abonnés`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 abonné`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} abonnés`)
	
};

const it_audit_n_subscribers = /** @type {(inputs: Audit_N_SubscribersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`alcuni iscritti`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 iscritto`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} iscritti`)
	
};

/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some subscribers" |
* | * | "one" | "1 subscriber" |
* | * | * | "{shownCount} subscribers" |
*
* @param {Audit_N_SubscribersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_subscribers = /** @type {((inputs: Audit_N_SubscribersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_N_SubscribersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_n_subscribers(inputs)
	if (locale === "fr") return fr_audit_n_subscribers(inputs)
	if (locale === "it") return it_audit_n_subscribers(inputs)
	return en_audit_n_subscribers(inputs)
});