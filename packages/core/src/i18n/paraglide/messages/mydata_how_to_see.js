/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mydata_How_To_SeeInputs */

const en_mydata_how_to_see = /** @type {(inputs: Mydata_How_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To see your own data on this page, use Download My Data in the My Data card of your dashboard.`)
};

const de_mydata_how_to_see = /** @type {(inputs: Mydata_How_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um Ihre eigenen Daten auf dieser Seite zu sehen, verwenden Sie «Meine Daten herunterladen» in der Karte «Meine Daten» Ihres Dashboards.`)
};

const fr_mydata_how_to_see = /** @type {(inputs: Mydata_How_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour voir vos propres données sur cette page, utilisez « Télécharger mes données » dans la carte « Mes données » de votre tableau de bord.`)
};

const it_mydata_how_to_see = /** @type {(inputs: Mydata_How_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per vedere i Suoi dati su questa pagina, usi «Scaricare i miei dati» nella scheda «I miei dati» della Sua dashboard.`)
};

/**
* | output |
* | --- |
* | "To see your own data on this page, use Download My Data in the My Data card of your dashboard." |
*
* @param {Mydata_How_To_SeeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const mydata_how_to_see = /** @type {((inputs?: Mydata_How_To_SeeInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mydata_How_To_SeeInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mydata_how_to_see(inputs)
	if (locale === "fr") return fr_mydata_how_to_see(inputs)
	if (locale === "it") return it_mydata_how_to_see(inputs)
	return en_mydata_how_to_see(inputs)
});