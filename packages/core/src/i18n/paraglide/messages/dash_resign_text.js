/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Resign_TextInputs */

const en_dash_resign_text = /** @type {(inputs: Dash_Resign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can leave at the end of the membership year or at once. Your invoices and payments are kept for ten years, as Swiss accounting law requires; everything else is deleted with your account.`)
};

const de_dash_resign_text = /** @type {(inputs: Dash_Resign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie können auf Ende des Mitgliedsjahres oder sofort austreten. Ihre Rechnungen und Zahlungen werden zehn Jahre aufbewahrt, wie es das Schweizer Buchführungsrecht verlangt; alles andere wird mit Ihrem Konto gelöscht.`)
};

const fr_dash_resign_text = /** @type {(inputs: Dash_Resign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez partir à la fin de l’année d’adhésion ou immédiatement. Vos factures et paiements sont conservés dix ans, comme l’exige le droit comptable suisse ; tout le reste est supprimé avec votre compte.`)
};

const it_dash_resign_text = /** @type {(inputs: Dash_Resign_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Può lasciare l’associazione alla fine dell’anno associativo o subito. Le Sue fatture e i Suoi pagamenti sono conservati per dieci anni, come richiede il diritto contabile svizzero; tutto il resto viene eliminato con il Suo account.`)
};

/**
* | output |
* | --- |
* | "You can leave at the end of the membership year or at once. Your invoices and payments are kept for ten years, as Swiss accounting law requires; everything e..." |
*
* @param {Dash_Resign_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_resign_text = /** @type {((inputs?: Dash_Resign_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Resign_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_resign_text(inputs)
	if (locale === "fr") return fr_dash_resign_text(inputs)
	if (locale === "it") return it_dash_resign_text(inputs)
	return en_dash_resign_text(inputs)
});