/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_Form_LabelInputs */

const en_dash_password_form_label = /** @type {(inputs: Dash_Password_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

const de_dash_password_form_label = /** @type {(inputs: Dash_Password_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort ändern`)
};

const fr_dash_password_form_label = /** @type {(inputs: Dash_Password_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le mot de passe`)
};

const it_dash_password_form_label = /** @type {(inputs: Dash_Password_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiare la password`)
};

/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Dash_Password_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_form_label = /** @type {((inputs?: Dash_Password_Form_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_Form_LabelInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_form_label(inputs)
	if (locale === "fr") return fr_dash_password_form_label(inputs)
	if (locale === "it") return it_dash_password_form_label(inputs)
	return en_dash_password_form_label(inputs)
});