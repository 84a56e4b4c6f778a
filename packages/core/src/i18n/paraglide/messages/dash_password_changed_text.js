/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Password_Changed_TextInputs */

const en_dash_password_changed_text = /** @type {(inputs: Dash_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your other sessions have been signed out.`)
};

const de_dash_password_changed_text = /** @type {(inputs: Dash_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre anderen Sitzungen wurden abgemeldet.`)
};

const fr_dash_password_changed_text = /** @type {(inputs: Dash_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos autres sessions ont été déconnectées.`)
};

const it_dash_password_changed_text = /** @type {(inputs: Dash_Password_Changed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Sue altre sessioni sono state disconnesse.`)
};

/**
* | output |
* | --- |
* | "Your other sessions have been signed out." |
*
* @param {Dash_Password_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_password_changed_text = /** @type {((inputs?: Dash_Password_Changed_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Password_Changed_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_password_changed_text(inputs)
	if (locale === "fr") return fr_dash_password_changed_text(inputs)
	if (locale === "it") return it_dash_password_changed_text(inputs)
	return en_dash_password_changed_text(inputs)
});