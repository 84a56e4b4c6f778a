/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Go_To_DashboardInputs */

const en_ride_go_to_dashboard = /** @type {(inputs: Ride_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Dashboard`)
};

const de_ride_go_to_dashboard = /** @type {(inputs: Ride_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zum Dashboard`)
};

const fr_ride_go_to_dashboard = /** @type {(inputs: Ride_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au tableau de bord`)
};

const it_ride_go_to_dashboard = /** @type {(inputs: Ride_Go_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andare alla dashboard`)
};

/**
* | output |
* | --- |
* | "Go to Dashboard" |
*
* @param {Ride_Go_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_go_to_dashboard = /** @type {((inputs?: Ride_Go_To_DashboardInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Go_To_DashboardInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_go_to_dashboard(inputs)
	if (locale === "fr") return fr_ride_go_to_dashboard(inputs)
	if (locale === "it") return it_ride_go_to_dashboard(inputs)
	return en_ride_go_to_dashboard(inputs)
});