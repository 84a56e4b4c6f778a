/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Profile_UpdatedInputs */

const en_dash_profile_updated = /** @type {(inputs: Dash_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile updated`)
};

const de_dash_profile_updated = /** @type {(inputs: Dash_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil aktualisiert`)
};

const fr_dash_profile_updated = /** @type {(inputs: Dash_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil mis à jour`)
};

const it_dash_profile_updated = /** @type {(inputs: Dash_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo aggiornato`)
};

/**
* | output |
* | --- |
* | "Profile updated" |
*
* @param {Dash_Profile_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_profile_updated = /** @type {((inputs?: Dash_Profile_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Profile_UpdatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_profile_updated(inputs)
	if (locale === "fr") return fr_dash_profile_updated(inputs)
	if (locale === "it") return it_dash_profile_updated(inputs)
	return en_dash_profile_updated(inputs)
});