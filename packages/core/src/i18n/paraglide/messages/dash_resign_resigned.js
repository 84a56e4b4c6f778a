/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Dash_Resign_ResignedInputs */

const en_dash_resign_resigned = /** @type {(inputs: Dash_Resign_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have resigned. Your membership ends on ${i?.day}, and your account is deleted the day after.`)
};

const de_dash_resign_resigned = /** @type {(inputs: Dash_Resign_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sie sind ausgetreten. Ihre Mitgliedschaft endet am ${i?.day}, und Ihr Konto wird am Tag danach gelöscht.`)
};

const fr_dash_resign_resigned = /** @type {(inputs: Dash_Resign_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez démissionné. Votre adhésion prend fin le ${i?.day} et votre compte est supprimé le lendemain.`)
};

const it_dash_resign_resigned = /** @type {(inputs: Dash_Resign_ResignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ha presentato le dimissioni. La Sua adesione termina il ${i?.day} e il Suo account viene eliminato il giorno dopo.`)
};

/**
* | output |
* | --- |
* | "You have resigned. Your membership ends on {day}, and your account is deleted the day after." |
*
* @param {Dash_Resign_ResignedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_resigned = /** @type {((inputs: Dash_Resign_ResignedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_ResignedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_resigned(inputs)
	if (locale === "fr") return fr_dash_resign_resigned(inputs)
	if (locale === "it") return it_dash_resign_resigned(inputs)
	return en_dash_resign_resigned(inputs)
});