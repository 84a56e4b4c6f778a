/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Fees_End_Title_NamedInputs */

const en_fees_end_title_named = /** @type {(inputs: Fees_End_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`End the membership of ${i?.name}?`)
};

const de_fees_end_title_named = /** @type {(inputs: Fees_End_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft von ${i?.name} beenden?`)
};

const fr_fees_end_title_named = /** @type {(inputs: Fees_End_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mettre fin à l’adhésion de ${i?.name} ?`)
};

const it_fees_end_title_named = /** @type {(inputs: Fees_End_Title_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Terminare l’adesione di ${i?.name}?`)
};

/**
* | output |
* | --- |
* | "End the membership of {name}?" |
*
* @param {Fees_End_Title_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_end_title_named = /** @type {((inputs: Fees_End_Title_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_End_Title_NamedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_end_title_named(inputs)
	if (locale === "fr") return fr_fees_end_title_named(inputs)
	if (locale === "it") return it_fees_end_title_named(inputs)
	return en_fees_end_title_named(inputs)
});