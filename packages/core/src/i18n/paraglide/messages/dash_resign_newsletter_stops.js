/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Newsletter_StopsInputs */

const en_dash_resign_newsletter_stops = /** @type {(inputs: Dash_Resign_Newsletter_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The newsletter stops with your account.`)
};

const de_dash_resign_newsletter_stops = /** @type {(inputs: Dash_Resign_Newsletter_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Newsletter endet mit Ihrem Konto.`)
};

const fr_dash_resign_newsletter_stops = /** @type {(inputs: Dash_Resign_Newsletter_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La newsletter s’arrête avec votre compte.`)
};

const it_dash_resign_newsletter_stops = /** @type {(inputs: Dash_Resign_Newsletter_StopsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La newsletter termina con il Suo account.`)
};

/**
* | output |
* | --- |
* | "The newsletter stops with your account." |
*
* @param {Dash_Resign_Newsletter_StopsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_newsletter_stops = /** @type {((inputs?: Dash_Resign_Newsletter_StopsInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Newsletter_StopsInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_newsletter_stops(inputs)
	if (locale === "fr") return fr_dash_resign_newsletter_stops(inputs)
	if (locale === "it") return it_dash_resign_newsletter_stops(inputs)
	return en_dash_resign_newsletter_stops(inputs)
});