/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Col_Paid_OnInputs */

const en_person_col_paid_on = /** @type {(inputs: Person_Col_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on`)
};

const de_person_col_paid_on = /** @type {(inputs: Person_Col_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt am`)
};

const fr_person_col_paid_on = /** @type {(inputs: Person_Col_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payée le`)
};

const it_person_col_paid_on = /** @type {(inputs: Person_Col_Paid_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagata il`)
};

/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Person_Col_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_col_paid_on = /** @type {((inputs?: Person_Col_Paid_OnInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Col_Paid_OnInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_col_paid_on(inputs)
	if (locale === "fr") return fr_person_col_paid_on(inputs)
	if (locale === "it") return it_person_col_paid_on(inputs)
	return en_person_col_paid_on(inputs)
});