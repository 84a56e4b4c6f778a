/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Admin_Pending_CountInputs */

const en_admin_pending_count = /** @type {(inputs: Admin_Pending_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 pending application`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} pending applications`)
	
};

const de_admin_pending_count = /** @type {(inputs: Admin_Pending_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 ausstehender Antrag`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} ausstehende Anträge`)
	
};

const fr_admin_pending_count = /** @type {(inputs: Admin_Pending_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} demande en attente`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} demandes en attente`)
	
};

const it_admin_pending_count = /** @type {(inputs: Admin_Pending_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 domanda in attesa`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} domande in attesa`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 pending application" |
* | * | "{shownCount} pending applications" |
*
* @param {Admin_Pending_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_pending_count = /** @type {((inputs: Admin_Pending_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Pending_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_pending_count(inputs)
	if (locale === "fr") return fr_admin_pending_count(inputs)
	if (locale === "it") return it_admin_pending_count(inputs)
	return en_admin_pending_count(inputs)
});