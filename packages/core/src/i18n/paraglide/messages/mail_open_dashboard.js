/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Open_DashboardInputs */

const en_mail_open_dashboard = /** @type {(inputs: Mail_Open_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open your dashboard`)
};

const de_mail_open_dashboard = /** @type {(inputs: Mail_Open_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard öffnen`)
};

const fr_mail_open_dashboard = /** @type {(inputs: Mail_Open_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir votre tableau de bord`)
};

const it_mail_open_dashboard = /** @type {(inputs: Mail_Open_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprire la Sua dashboard`)
};

/**
* | output |
* | --- |
* | "Open your dashboard" |
*
* @param {Mail_Open_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mail_open_dashboard = /** @type {((inputs?: Mail_Open_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Open_DashboardInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_open_dashboard(inputs)
	if (locale === "fr") return fr_mail_open_dashboard(inputs)
	if (locale === "it") return it_mail_open_dashboard(inputs)
	return en_mail_open_dashboard(inputs)
});