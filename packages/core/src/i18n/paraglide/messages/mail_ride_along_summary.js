/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ location: NonNullable<unknown>, yearOfStudies: NonNullable<unknown> }} Mail_Ride_Along_SummaryInputs */

const en_mail_ride_along_summary = /** @type {(inputs: Mail_Ride_Along_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Location: ${i?.location}. Year of studies: ${i?.yearOfStudies}.`)
};

const de_mail_ride_along_summary = /** @type {(inputs: Mail_Ride_Along_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ort: ${i?.location}. Studienjahr: ${i?.yearOfStudies}.`)
};

const fr_mail_ride_along_summary = /** @type {(inputs: Mail_Ride_Along_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lieu : ${i?.location}. Année d'études : ${i?.yearOfStudies}.`)
};

const it_mail_ride_along_summary = /** @type {(inputs: Mail_Ride_Along_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Luogo: ${i?.location}. Anno di studio: ${i?.yearOfStudies}.`)
};

/**
* | output |
* | --- |
* | "Location: {location}. Year of studies: {yearOfStudies}." |
*
* @param {Mail_Ride_Along_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_ride_along_summary = /** @type {((inputs: Mail_Ride_Along_SummaryInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Ride_Along_SummaryInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_ride_along_summary(inputs)
	if (locale === "fr") return fr_mail_ride_along_summary(inputs)
	if (locale === "it") return it_mail_ride_along_summary(inputs)
	return en_mail_ride_along_summary(inputs)
});