/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_IntroInputs */

const en_ride_intro = /** @type {(inputs: Ride_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ride along with an emergency medical services crew in Zürich or Basel and see prehospital emergency medicine first-hand. Tell us your year of studies and where you would like to go, and we will get in touch with you.`)
};

const de_ride_intro = /** @type {(inputs: Ride_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fahren Sie mit einer Rettungsdienst-Crew in Zürich oder Basel mit und erleben Sie präklinische Notfallmedizin aus erster Hand. Nennen Sie uns Ihr Studienjahr und wohin Sie möchten, und wir melden uns bei Ihnen.`)
};

const fr_ride_intro = /** @type {(inputs: Ride_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accompagnez un équipage de service de sauvetage à Zurich ou à Bâle et découvrez la médecine d’urgence préhospitalière de près. Indiquez-nous votre année d’études et où vous aimeriez aller, et nous vous contacterons.`)
};

const it_ride_intro = /** @type {(inputs: Ride_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accompagni un equipaggio del servizio di soccorso a Zurigo o Basilea e scopra da vicino la medicina d’urgenza preospedaliera. Ci indichi il Suo anno di studio e dove vorrebbe andare, e La contatteremo.`)
};

/**
* | output |
* | --- |
* | "Ride along with an emergency medical services crew in Zürich or Basel and see prehospital emergency medicine first-hand. Tell us your year of studies and whe..." |
*
* @param {Ride_IntroInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_intro = /** @type {((inputs?: Ride_IntroInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_IntroInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_intro(inputs)
	if (locale === "fr") return fr_ride_intro(inputs)
	if (locale === "it") return it_ride_intro(inputs)
	return en_ride_intro(inputs)
});