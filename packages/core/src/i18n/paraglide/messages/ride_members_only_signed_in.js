/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ride_Members_Only_Signed_InInputs */

const en_ride_members_only_signed_in = /** @type {(inputs: Ride_Members_Only_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due to high demand, ride-alongs are open to members only. Your dashboard shows the state of your membership.`)
};

const de_ride_members_only_signed_in = /** @type {(inputs: Ride_Members_Only_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wegen der grossen Nachfrage stehen Mitfahrten nur Mitgliedern offen. Ihr Dashboard zeigt den Stand Ihrer Mitgliedschaft.`)
};

const fr_ride_members_only_signed_in = /** @type {(inputs: Ride_Members_Only_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En raison de la forte demande, les accompagnements sont réservés aux membres. Votre tableau de bord indique l’état de votre adhésion.`)
};

const it_ride_members_only_signed_in = /** @type {(inputs: Ride_Members_Only_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista l’alta richiesta, le uscite sono riservate ai soci. La Sua dashboard mostra lo stato della Sua adesione.`)
};

/**
* | output |
* | --- |
* | "Due to high demand, ride-alongs are open to members only. Your dashboard shows the state of your membership." |
*
* @param {Ride_Members_Only_Signed_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const ride_members_only_signed_in = /** @type {((inputs?: Ride_Members_Only_Signed_InInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ride_Members_Only_Signed_InInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_ride_members_only_signed_in(inputs)
	if (locale === "fr") return fr_ride_members_only_signed_in(inputs)
	if (locale === "it") return it_ride_members_only_signed_in(inputs)
	return en_ride_members_only_signed_in(inputs)
});