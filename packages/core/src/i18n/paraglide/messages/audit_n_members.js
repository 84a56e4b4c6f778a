/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown>, known: NonNullable<unknown> }} Audit_N_MembersInputs */

const en_audit_n_members = /** @type {(inputs: Audit_N_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`some members`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 member`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} members`)
	
};

const de_audit_n_members = /** @type {(inputs: Audit_N_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`einige Mitglieder`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Mitglied`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Mitglieder`)
	
};

const fr_audit_n_members = /** @type {(inputs: Audit_N_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`quelques membres`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 membre`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} membres`)
	
};

const it_audit_n_members = /** @type {(inputs: Audit_N_MembersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (i?.known === "no") return /** @type {LocalizedString} */ (`alcuni membri`);
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 membro`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} membri`)
	
};

/**
* | known | countPlural | output |
* | --- | --- | --- |
* | "no" | * | "some members" |
* | * | "one" | "1 member" |
* | * | * | "{shownCount} members" |
*
* @param {Audit_N_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const audit_n_members = /** @type {((inputs: Audit_N_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_N_MembersInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_n_members(inputs)
	if (locale === "fr") return fr_audit_n_members(inputs)
	if (locale === "it") return it_audit_n_members(inputs)
	return en_audit_n_members(inputs)
});