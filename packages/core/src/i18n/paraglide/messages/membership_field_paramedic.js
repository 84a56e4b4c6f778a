/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Field_ParamedicInputs */

const en_membership_field_paramedic = /** @type {(inputs: Membership_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramedic`)
};

const de_membership_field_paramedic = /** @type {(inputs: Membership_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rettungssanität`)
};

const fr_membership_field_paramedic = /** @type {(inputs: Membership_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soins ambulanciers`)
};

const it_membership_field_paramedic = /** @type {(inputs: Membership_Field_ParamedicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soccorso sanitario`)
};

/**
* | output |
* | --- |
* | "Paramedic" |
*
* @param {Membership_Field_ParamedicInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_field_paramedic = /** @type {((inputs?: Membership_Field_ParamedicInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Field_ParamedicInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_field_paramedic(inputs)
	if (locale === "fr") return fr_membership_field_paramedic(inputs)
	if (locale === "it") return it_membership_field_paramedic(inputs)
	return en_membership_field_paramedic(inputs)
});