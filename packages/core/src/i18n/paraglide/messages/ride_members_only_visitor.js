/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Members_Only_VisitorInputs */

const en_ride_members_only_visitor = /** @type {(inputs: Ride_Members_Only_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due to high demand, ride-alongs are open to members only. Please log in as a member, or become one.`)
};

const de_ride_members_only_visitor = /** @type {(inputs: Ride_Members_Only_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wegen der grossen Nachfrage stehen Mitfahrten nur Mitgliedern offen. Bitte melden Sie sich als Mitglied an oder werden Sie Mitglied.`)
};

const fr_ride_members_only_visitor = /** @type {(inputs: Ride_Members_Only_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En raison de la forte demande, les accompagnements sont réservés aux membres. Veuillez vous connecter en tant que membre, ou le devenir.`)
};

const it_ride_members_only_visitor = /** @type {(inputs: Ride_Members_Only_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista l’alta richiesta, le uscite sono riservate ai soci. Acceda come socio, oppure lo diventi.`)
};

/**
* | output |
* | --- |
* | "Due to high demand, ride-alongs are open to members only. Please log in as a member, or become one." |
*
* @param {Ride_Members_Only_VisitorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_members_only_visitor = /** @type {((inputs?: Ride_Members_Only_VisitorInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Members_Only_VisitorInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_members_only_visitor(inputs)
	if (locale === "fr") return fr_ride_members_only_visitor(inputs)
	if (locale === "it") return it_ride_members_only_visitor(inputs)
	return en_ride_members_only_visitor(inputs)
});