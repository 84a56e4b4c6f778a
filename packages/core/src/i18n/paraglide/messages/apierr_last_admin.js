/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Apierr_Last_AdminInputs */

const en_apierr_last_admin = /** @type {(inputs: Apierr_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last admin cannot lose the admin role. Make another member admin first.`)
};

const de_apierr_last_admin = /** @type {(inputs: Apierr_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der letzte Admin kann die Admin-Rolle nicht verlieren. Ernennen Sie zuerst ein anderes Mitglied zum Admin.`)
};

const fr_apierr_last_admin = /** @type {(inputs: Apierr_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le dernier administrateur ne peut pas perdre ce rôle. Nommez d'abord un autre membre administrateur.`)
};

const it_apierr_last_admin = /** @type {(inputs: Apierr_Last_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'ultimo amministratore non può perdere questo ruolo. Nomini prima un altro membro amministratore.`)
};

/**
* | output |
* | --- |
* | "The last admin cannot lose the admin role. Make another member admin first." |
*
* @param {Apierr_Last_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const apierr_last_admin = /** @type {((inputs?: Apierr_Last_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apierr_Last_AdminInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_apierr_last_admin(inputs)
	if (locale === "fr") return fr_apierr_last_admin(inputs)
	if (locale === "it") return it_apierr_last_admin(inputs)
	return en_apierr_last_admin(inputs)
});