/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_SinceInputs */

const en_admin_col_since = /** @type {(inputs: Admin_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member since`)
};

const de_admin_col_since = /** @type {(inputs: Admin_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied seit`)
};

const fr_admin_col_since = /** @type {(inputs: Admin_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre depuis`)
};

const it_admin_col_since = /** @type {(inputs: Admin_Col_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membro dal`)
};

/**
* | output |
* | --- |
* | "Member since" |
*
* @param {Admin_Col_SinceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const admin_col_since = /** @type {((inputs?: Admin_Col_SinceInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_SinceInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_col_since(inputs)
	if (locale === "fr") return fr_admin_col_since(inputs)
	if (locale === "it") return it_admin_col_since(inputs)
	return en_admin_col_since(inputs)
});