/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shownCount: NonNullable<unknown> }} Admin_Selected_CountInputs */

const en_admin_selected_count = /** @type {(inputs: Admin_Selected_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} selected`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} selected`)
	
};

const de_admin_selected_count = /** @type {(inputs: Admin_Selected_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} ausgewählt`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} ausgewählt`)
	
};

const fr_admin_selected_count = /** @type {(inputs: Admin_Selected_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} sélectionné`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} sélectionnés`)
	
};

const it_admin_selected_count = /** @type {(inputs: Admin_Selected_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shownCount} selezionato`);
	return /** @type {LocalizedString} */ (`${i?.shownCount} selezionati`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shownCount} selected" |
* | * | "{shownCount} selected" |
*
* @param {Admin_Selected_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_selected_count = /** @type {((inputs: Admin_Selected_CountInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Selected_CountInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_selected_count(inputs)
	if (locale === "fr") return fr_admin_selected_count(inputs)
	if (locale === "it") return it_admin_selected_count(inputs)
	return en_admin_selected_count(inputs)
});