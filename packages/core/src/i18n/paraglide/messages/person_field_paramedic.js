/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Person_Field_ParamedicInputs */

const en_person_field_paramedic = /** @type {(inputs: Person_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramedic`)
};

const de_person_field_paramedic = /** @type {(inputs: Person_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rettungssanität`)
};

const fr_person_field_paramedic = /** @type {(inputs: Person_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ambulancier`)
};

const it_person_field_paramedic = /** @type {(inputs: Person_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soccorritore`)
};

/**
* | output |
* | --- |
* | "Paramedic" |
*
* @param {Person_Field_ParamedicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const person_field_paramedic = /** @type {((inputs?: Person_Field_ParamedicInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Person_Field_ParamedicInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_person_field_paramedic(inputs)
	if (locale === "fr") return fr_person_field_paramedic(inputs)
	if (locale === "it") return it_person_field_paramedic(inputs)
	return en_person_field_paramedic(inputs)
});