/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Admin_PeopleInputs */

const en_admin_people = /** @type {(inputs: Admin_PeopleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 person`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} people`)
	
};

const de_admin_people = /** @type {(inputs: Admin_PeopleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Person`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} Personen`)
	
};

const fr_admin_people = /** @type {(inputs: Admin_PeopleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} personne`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} personnes`)
	
};

const it_admin_people = /** @type {(inputs: Admin_PeopleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 persona`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} persone`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 person" |
* | * | "{shownCount} people" |
*
* @param {Admin_PeopleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_people = /** @type {((inputs: Admin_PeopleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_PeopleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_people(inputs)
	if (locale === "fr") return fr_admin_people(inputs)
	if (locale === "it") return it_admin_people(inputs)
	return en_admin_people(inputs)
});