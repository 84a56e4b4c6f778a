/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Admin_ActionInputs */

const en_dash_admin_action = /** @type {(inputs: Dash_Admin_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Admin Dashboard`)
};

const de_dash_admin_action = /** @type {(inputs: Dash_Admin_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin-Dashboard öffnen`)
};

const fr_dash_admin_action = /** @type {(inputs: Dash_Admin_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le tableau de bord d’administration`)
};

const it_dash_admin_action = /** @type {(inputs: Dash_Admin_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprire la dashboard di amministrazione`)
};

/**
* | output |
* | --- |
* | "Open Admin Dashboard" |
*
* @param {Dash_Admin_ActionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_admin_action = /** @type {((inputs?: Dash_Admin_ActionInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Admin_ActionInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_admin_action(inputs)
	if (locale === "fr") return fr_dash_admin_action(inputs)
	if (locale === "it") return it_dash_admin_action(inputs)
	return en_dash_admin_action(inputs)
});