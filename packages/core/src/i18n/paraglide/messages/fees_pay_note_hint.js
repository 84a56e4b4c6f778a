/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fees_Pay_Note_HintInputs */

const en_fees_pay_note_hint = /** @type {(inputs: Fees_Pay_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional, such as “Cash at the assembly”`)
};

const de_fees_pay_note_hint = /** @type {(inputs: Fees_Pay_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freiwillig, zum Beispiel «Bar an der Versammlung»`)
};

const fr_fees_pay_note_hint = /** @type {(inputs: Fees_Pay_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif, par exemple « Espèces à l’assemblée »`)
};

const it_fees_pay_note_hint = /** @type {(inputs: Fees_Pay_Note_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facoltativa, ad esempio «Contanti all’assemblea»`)
};

/**
* | output |
* | --- |
* | "Optional, such as “Cash at the assembly”" |
*
* @param {Fees_Pay_Note_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_pay_note_hint = /** @type {((inputs?: Fees_Pay_Note_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Pay_Note_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_pay_note_hint(inputs)
	if (locale === "fr") return fr_fees_pay_note_hint(inputs)
	if (locale === "it") return it_fees_pay_note_hint(inputs)
	return en_fees_pay_note_hint(inputs)
});