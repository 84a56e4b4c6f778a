/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, known: NonNullable<unknown> }} Audit_N_CreditsInputs */

const en_audit_n_credits = /** @type {(inputs: Audit_N_CreditsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`some credits`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 credit`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} credits`)
	
};

const de_audit_n_credits = /** @type {(inputs: Audit_N_CreditsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`einigen Gutschriften`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Gutschrift`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Gutschriften`)
	
};

const fr_audit_n_credits = /** @type {(inputs: Audit_N_CreditsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`quelques crédits`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 crédit`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} crédits`)
	
};

const it_audit_n_credits = /** @type {(inputs: Audit_N_CreditsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`alcuni accrediti`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 accredito`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} accrediti`)
	
};

/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some credits" |
* | * | "one" | "1 credit" |
* | * | * | "{shownCount} credits" |
*
* @param {Audit_N_CreditsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_credits = /** @type {((inputs: Audit_N_CreditsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_N_CreditsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_n_credits(inputs)
	if (locale === "fr") return fr_audit_n_credits(inputs)
	if (locale === "it") return it_audit_n_credits(inputs)
	return en_audit_n_credits(inputs)
});