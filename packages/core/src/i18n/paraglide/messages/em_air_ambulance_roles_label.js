/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Air_Ambulance_Roles_LabelInputs */

const en_em_air_ambulance_roles_label = /** @type {(inputs: Em_Air_Ambulance_Roles_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Air ambulance roles`)
};

const de_em_air_ambulance_roles_label = /** @type {(inputs: Em_Air_Ambulance_Roles_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rollen in der Luftrettung`)
};

const fr_em_air_ambulance_roles_label = /** @type {(inputs: Em_Air_Ambulance_Roles_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôles du sauvetage aérien`)
};

const it_em_air_ambulance_roles_label = /** @type {(inputs: Em_Air_Ambulance_Roles_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruoli nel soccorso aereo`)
};

/**
* | output |
* | --- |
* | "Air ambulance roles" |
*
* @param {Em_Air_Ambulance_Roles_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_air_ambulance_roles_label = /** @type {((inputs?: Em_Air_Ambulance_Roles_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Air_Ambulance_Roles_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_air_ambulance_roles_label(inputs)
	if (locale === "fr") return fr_em_air_ambulance_roles_label(inputs)
	if (locale === "it") return it_em_air_ambulance_roles_label(inputs)
	return en_em_air_ambulance_roles_label(inputs)
});