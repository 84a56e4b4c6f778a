/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Mail_Ride_Along_YearInputs */

const en_mail_ride_along_year = /** @type {(inputs: Mail_Ride_Along_YearInputs) => LocalizedString} */ (i) => {
	if ((i?.year === 1 || i?.year === "1")) return /** @type {LocalizedString} */ (`1st year`);
	if ((i?.year === 2 || i?.year === "2")) return /** @type {LocalizedString} */ (`2nd year`);
	if ((i?.year === 3 || i?.year === "3")) return /** @type {LocalizedString} */ (`3rd year`);
	return /** @type {LocalizedString} */ (`${i?.year}th year`)
	
};

const de_mail_ride_along_year = /** @type {(inputs: Mail_Ride_Along_YearInputs) => LocalizedString} */ (i) => {
	if ((i?.year === 1 || i?.year === "1")) return /** @type {LocalizedString} */ (`1. Jahr`);
	if ((i?.year === 2 || i?.year === "2")) return /** @type {LocalizedString} */ (`2. Jahr`);
	if ((i?.year === 3 || i?.year === "3")) return /** @type {LocalizedString} */ (`3. Jahr`);
	return /** @type {LocalizedString} */ (`${i?.year}. Jahr`)
	
};

const fr_mail_ride_along_year = /** @type {(inputs: Mail_Ride_Along_YearInputs) => LocalizedString} */ (i) => {
	if ((i?.year === 1 || i?.year === "1")) return /** @type {LocalizedString} */ (`1re année`);
	if ((i?.year === 2 || i?.year === "2")) return /** @type {LocalizedString} */ (`2e année`);
	if ((i?.year === 3 || i?.year === "3")) return /** @type {LocalizedString} */ (`3e année`);
	return /** @type {LocalizedString} */ (`${i?.year}e année`)
	
};

const it_mail_ride_along_year = /** @type {(inputs: Mail_Ride_Along_YearInputs) => LocalizedString} */ (i) => {
	if ((i?.year === 1 || i?.year === "1")) return /** @type {LocalizedString} */ (`1° anno`);
	if ((i?.year === 2 || i?.year === "2")) return /** @type {LocalizedString} */ (`2° anno`);
	if ((i?.year === 3 || i?.year === "3")) return /** @type {LocalizedString} */ (`3° anno`);
	return /** @type {LocalizedString} */ (`${i?.year}° anno`)
	
};

/**
* | year | output |
* | --- | --- |
* | "1" | "1st year" |
* | "2" | "2nd year" |
* | "3" | "3rd year" |
* | * | "{year}th year" |
*
* @param {Mail_Ride_Along_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_year = /** @type {((inputs: Mail_Ride_Along_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_year(inputs)
	if (locale === "fr") return fr_mail_ride_along_year(inputs)
	if (locale === "it") return it_mail_ride_along_year(inputs)
	return en_mail_ride_along_year(inputs)
});