/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Renew_CountingInputs */

const en_fees_renew_counting = /** @type {(inputs: Fees_Renew_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting the active members…`)
};

const de_fees_renew_counting = /** @type {(inputs: Fees_Renew_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Mitglieder werden gezählt…`)
};

const fr_fees_renew_counting = /** @type {(inputs: Fees_Renew_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décompte des membres actifs…`)
};

const it_fees_renew_counting = /** @type {(inputs: Fees_Renew_CountingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conteggio dei membri attivi…`)
};

/**
* | output |
* | --- |
* | "Counting the active members…" |
*
* @param {Fees_Renew_CountingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_counting = /** @type {((inputs?: Fees_Renew_CountingInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_CountingInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_counting(inputs)
	if (locale === "fr") return fr_fees_renew_counting(inputs)
	if (locale === "it") return it_fees_renew_counting(inputs)
	return en_fees_renew_counting(inputs)
});