/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Admin_TitleInputs */

const en_dash_admin_title = /** @type {(inputs: Dash_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Access`)
};

const de_dash_admin_title = /** @type {(inputs: Dash_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Zugang`)
};

const fr_dash_admin_title = /** @type {(inputs: Dash_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès administrateur`)
};

const it_dash_admin_title = /** @type {(inputs: Dash_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesso amministratore`)
};

/**
* | output |
* | --- |
* | "Admin Access" |
*
* @param {Dash_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_admin_title = /** @type {((inputs?: Dash_Admin_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Admin_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_admin_title(inputs)
	if (locale === "fr") return fr_dash_admin_title(inputs)
	if (locale === "it") return it_dash_admin_title(inputs)
	return en_dash_admin_title(inputs)
});