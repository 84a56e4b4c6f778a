/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ next: NonNullable<unknown>, year: NonNullable<unknown> }} Fees_Renew_Late_YearInputs */

const en_fees_renew_late_year = /** @type {(inputs: Fees_Renew_Late_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since 1 October, new members are billed for ${i?.next}. ${i?.year} is nearly over: renew for ${i?.next}, unless you mean to bill ${i?.year} late.`)
};

const de_fees_renew_late_year = /** @type {(inputs: Fees_Renew_Late_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seit dem 1. Oktober werden neue Mitglieder für ${i?.next} verrechnet. ${i?.year} ist fast vorbei: Erneuern Sie für ${i?.next}, ausser Sie wollen ${i?.year} nachträglich verrechnen.`)
};

const fr_fees_renew_late_year = /** @type {(inputs: Fees_Renew_Late_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis le 1er octobre, les nouveaux membres sont facturés pour ${i?.next}. ${i?.year} touche à sa fin : renouvelez pour ${i?.next}, sauf si vous voulez facturer ${i?.year} après coup.`)
};

const it_fees_renew_late_year = /** @type {(inputs: Fees_Renew_Late_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dal 1° ottobre i nuovi membri vengono fatturati per il ${i?.next}. Il ${i?.year} è quasi finito: rinnovi per il ${i?.next}, a meno che voglia fatturare il ${i?.year} in ritardo.`)
};

/**
* | output |
* | --- |
* | "Since 1 October, new members are billed for {next}. {year} is nearly over: renew for {next}, unless you mean to bill {year} late." |
*
* @param {Fees_Renew_Late_YearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const fees_renew_late_year = /** @type {((inputs: Fees_Renew_Late_YearInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fees_Renew_Late_YearInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_fees_renew_late_year(inputs)
	if (locale === "fr") return fr_fees_renew_late_year(inputs)
	if (locale === "it") return it_fees_renew_late_year(inputs)
	return en_fees_renew_late_year(inputs)
});