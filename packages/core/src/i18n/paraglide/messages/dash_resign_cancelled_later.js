/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_Cancelled_LaterInputs */

const en_dash_resign_cancelled_later = /** @type {(inputs: Dash_Resign_Cancelled_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are for a year after your last day: they are cancelled when you resign.`)
};

const de_dash_resign_cancelled_later = /** @type {(inputs: Dash_Resign_Cancelled_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese betreffen ein Jahr nach Ihrem letzten Tag: Sie werden mit Ihrem Austritt storniert.`)
};

const fr_dash_resign_cancelled_later = /** @type {(inputs: Dash_Resign_Cancelled_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celles-ci concernent une année après votre dernier jour : elles sont annulées lors de votre démission.`)
};

const it_dash_resign_cancelled_later = /** @type {(inputs: Dash_Resign_Cancelled_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queste riguardano un anno dopo il Suo ultimo giorno: vengono annullate quando si dimette.`)
};

/**
* | output |
* | --- |
* | "These are for a year after your last day: they are cancelled when you resign." |
*
* @param {Dash_Resign_Cancelled_LaterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_cancelled_later = /** @type {((inputs?: Dash_Resign_Cancelled_LaterInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_Cancelled_LaterInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_cancelled_later(inputs)
	if (locale === "fr") return fr_dash_resign_cancelled_later(inputs)
	if (locale === "it") return it_dash_resign_cancelled_later(inputs)
	return en_dash_resign_cancelled_later(inputs)
});