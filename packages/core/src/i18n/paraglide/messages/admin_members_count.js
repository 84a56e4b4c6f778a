/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Admin_Members_CountInputs */

const en_admin_members_count = /** @type {(inputs: Admin_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 member`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} members`)
	
};

const de_admin_members_count = /** @type {(inputs: Admin_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Mitglied`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Mitglieder`)
	
};

const fr_admin_members_count = /** @type {(inputs: Admin_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} membre`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} membres`)
	
};

const it_admin_members_count = /** @type {(inputs: Admin_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 membro`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} membri`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 member" |
* | * | "{shownCount} members" |
*
* @param {Admin_Members_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_members_count = /** @type {((inputs: Admin_Members_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Members_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_members_count(inputs)
	if (locale === "fr") return fr_admin_members_count(inputs)
	if (locale === "it") return it_admin_members_count(inputs)
	return en_admin_members_count(inputs)
});