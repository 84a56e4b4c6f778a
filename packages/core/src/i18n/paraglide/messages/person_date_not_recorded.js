/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Date_Not_RecordedInputs */

const en_person_date_not_recorded = /** @type {(inputs: Person_Date_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date not recorded`)
};

const de_person_date_not_recorded = /** @type {(inputs: Person_Date_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datum nicht erfasst`)
};

const fr_person_date_not_recorded = /** @type {(inputs: Person_Date_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date non enregistrée`)
};

const it_person_date_not_recorded = /** @type {(inputs: Person_Date_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data non registrata`)
};

/**
* | output |
* | --- |
* | "Date not recorded" |
*
* @param {Person_Date_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_date_not_recorded = /** @type {((inputs?: Person_Date_Not_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Date_Not_RecordedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_date_not_recorded(inputs)
	if (locale === "fr") return fr_person_date_not_recorded(inputs)
	if (locale === "it") return it_person_date_not_recorded(inputs)
	return en_person_date_not_recorded(inputs)
});