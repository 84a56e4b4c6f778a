/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Back_To_Voluntary_WorkInputs */

const en_em_back_to_voluntary_work = /** @type {(inputs: Em_Back_To_Voluntary_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Voluntary Work`)
};

const de_em_back_to_voluntary_work = /** @type {(inputs: Em_Back_To_Voluntary_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zur Freiwilligenarbeit`)
};

const fr_em_back_to_voluntary_work = /** @type {(inputs: Em_Back_To_Voluntary_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au bénévolat`)
};

const it_em_back_to_voluntary_work = /** @type {(inputs: Em_Back_To_Voluntary_WorkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tornare al volontariato`)
};

/**
* | output |
* | --- |
* | "Back to Voluntary Work" |
*
* @param {Em_Back_To_Voluntary_WorkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_back_to_voluntary_work = /** @type {((inputs?: Em_Back_To_Voluntary_WorkInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Back_To_Voluntary_WorkInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_back_to_voluntary_work(inputs)
	if (locale === "fr") return fr_em_back_to_voluntary_work(inputs)
	if (locale === "it") return it_em_back_to_voluntary_work(inputs)
	return en_em_back_to_voluntary_work(inputs)
});