/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Year_HintInputs */

const en_membership_year_hint = /** @type {(inputs: Membership_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The year you expect to finish your studies.`)
};

const de_membership_year_hint = /** @type {(inputs: Membership_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Jahr, in dem Sie Ihr Studium voraussichtlich abschliessen.`)
};

const fr_membership_year_hint = /** @type {(inputs: Membership_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’année où vous pensez terminer vos études.`)
};

const it_membership_year_hint = /** @type {(inputs: Membership_Year_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’anno in cui prevede di concludere gli studi.`)
};

/**
* | output |
* | --- |
* | "The year you expect to finish your studies." |
*
* @param {Membership_Year_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const membership_year_hint = /** @type {((inputs?: Membership_Year_HintInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Year_HintInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_year_hint(inputs)
	if (locale === "fr") return fr_membership_year_hint(inputs)
	if (locale === "it") return it_membership_year_hint(inputs)
	return en_membership_year_hint(inputs)
});