/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Fees_Renew_Confirm_TitleInputs */

const en_fees_renew_confirm_title = /** @type {(inputs: Fees_Renew_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renew memberships for ${i?.year}?`)
};

const de_fees_renew_confirm_title = /** @type {(inputs: Fees_Renew_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaften für ${i?.year} erneuern?`)
};

const fr_fees_renew_confirm_title = /** @type {(inputs: Fees_Renew_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renouveler les adhésions pour ${i?.year} ?`)
};

const it_fees_renew_confirm_title = /** @type {(inputs: Fees_Renew_Confirm_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rinnovare le adesioni per il ${i?.year}?`)
};

/**
* | output |
* | --- |
* | "Renew memberships for {year}?" |
*
* @param {Fees_Renew_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_confirm_title = /** @type {((inputs: Fees_Renew_Confirm_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_Confirm_TitleInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_confirm_title(inputs)
	if (locale === "fr") return fr_fees_renew_confirm_title(inputs)
	if (locale === "it") return it_fees_renew_confirm_title(inputs)
	return en_fees_renew_confirm_title(inputs)
});