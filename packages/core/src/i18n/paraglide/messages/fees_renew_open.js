/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_OpenInputs */

const en_fees_renew_open = /** @type {(inputs: Fees_Renew_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renew memberships…`)
};

const de_fees_renew_open = /** @type {(inputs: Fees_Renew_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften erneuern…`)
};

const fr_fees_renew_open = /** @type {(inputs: Fees_Renew_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renouveler les adhésions…`)
};

const it_fees_renew_open = /** @type {(inputs: Fees_Renew_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinnovare le adesioni…`)
};

/**
* | output |
* | --- |
* | "Renew memberships…" |
*
* @param {Fees_Renew_OpenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_open = /** @type {((inputs?: Fees_Renew_OpenInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_OpenInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_open(inputs)
	if (locale === "fr") return fr_fees_renew_open(inputs)
	if (locale === "it") return it_fees_renew_open(inputs)
	return en_fees_renew_open(inputs)
});