/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_BackInputs */

const en_admin_back = /** @type {(inputs: Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Member Dashboard`)
};

const de_admin_back = /** @type {(inputs: Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Mitglieder-Dashboard`)
};

const fr_admin_back = /** @type {(inputs: Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au tableau de bord des membres`)
};

const it_admin_back = /** @type {(inputs: Admin_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare alla dashboard dei membri`)
};

/**
* | output |
* | --- |
* | "Back to Member Dashboard" |
*
* @param {Admin_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_back = /** @type {((inputs?: Admin_BackInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_BackInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_back(inputs)
	if (locale === "fr") return fr_admin_back(inputs)
	if (locale === "it") return it_admin_back(inputs)
	return en_admin_back(inputs)
});