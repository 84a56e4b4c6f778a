/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dash_Rejected_TextInputs */

const en_dash_rejected_text = /** @type {(inputs: Dash_Rejected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are sorry: your membership application was not accepted. If you have questions or think this is a mistake, please write to us at`)
};

const de_dash_rejected_text = /** @type {(inputs: Dash_Rejected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es tut uns leid: Ihr Mitgliedschaftsantrag wurde nicht angenommen. Wenn Sie Fragen haben oder dies für einen Irrtum halten, schreiben Sie uns bitte an`)
};

const fr_dash_rejected_text = /** @type {(inputs: Dash_Rejected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous sommes désolés : votre demande d’adhésion n’a pas été acceptée. Si vous avez des questions ou pensez qu’il s’agit d’une erreur, veuillez nous écrire à`)
};

const it_dash_rejected_text = /** @type {(inputs: Dash_Rejected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ci dispiace: la Sua domanda di adesione non è stata accettata. Se ha domande o pensa che si tratti di un errore, ci scriva a`)
};

/**
* | output |
* | --- |
* | "We are sorry: your membership application was not accepted. If you have questions or think this is a mistake, please write to us at" |
*
* @param {Dash_Rejected_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const dash_rejected_text = /** @type {((inputs?: Dash_Rejected_TextInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Rejected_TextInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dash_rejected_text(inputs)
	if (locale === "fr") return fr_dash_rejected_text(inputs)
	if (locale === "it") return it_dash_rejected_text(inputs)
	return en_dash_rejected_text(inputs)
});