/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Em_Work_Areas_UnconfirmedInputs */

const en_em_work_areas_unconfirmed = /** @type {(inputs: Em_Work_Areas_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work areas and team are described from public information and still need to be confirmed with the company.`)
};

const de_em_work_areas_unconfirmed = /** @type {(inputs: Em_Work_Areas_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arbeitsbereiche und Team sind anhand öffentlicher Informationen beschrieben und müssen mit dem Unternehmen noch bestätigt werden.`)
};

const fr_em_work_areas_unconfirmed = /** @type {(inputs: Em_Work_Areas_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les domaines d’activité et l’équipe sont décrits à partir d’informations publiques et doivent encore être confirmés avec l’entreprise.`)
};

const it_em_work_areas_unconfirmed = /** @type {(inputs: Em_Work_Areas_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gli ambiti di lavoro e il team sono descritti in base a informazioni pubbliche e devono ancora essere confermati con l’azienda.`)
};

/**
* | output |
* | --- |
* | "Work areas and team are described from public information and still need to be confirmed with the company." |
*
* @param {Em_Work_Areas_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "it" }} options
* @returns {LocalizedString}
*/
export const em_work_areas_unconfirmed = /** @type {((inputs?: Em_Work_Areas_UnconfirmedInputs, options?: { locale?: "en" | "de" | "fr" | "it" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Em_Work_Areas_UnconfirmedInputs, { locale?: "en" | "de" | "fr" | "it" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_em_work_areas_unconfirmed(inputs)
	if (locale === "fr") return fr_em_work_areas_unconfirmed(inputs)
	if (locale === "it") return it_em_work_areas_unconfirmed(inputs)
	return en_em_work_areas_unconfirmed(inputs)
});