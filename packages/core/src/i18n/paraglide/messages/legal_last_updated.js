/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Legal_Last_UpdatedInputs */

const en_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated:`)
};

const de_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt aktualisiert:`)
};

const fr_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour :`)
};

const it_legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ultimo aggiornamento:`)
};

/**
* | output |
* | --- |
* | "Last updated:" |
*
* @param {Legal_Last_UpdatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const legal_last_updated = /** @type {((inputs?: Legal_Last_UpdatedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Last_UpdatedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_legal_last_updated(inputs)
	if (locale === "fr") return fr_legal_last_updated(inputs)
	if (locale === "it") return it_legal_last_updated(inputs)
	return en_legal_last_updated(inputs)
});