/**
 * The Italian texts address the reader formally, with "Lei" (ADR 029), as the German ones use "Sie" and the French
 * "vous". This finds the informal "tu" forms a text would address the reader with, for the catalogue's and the
 * content's tests. Only forms that cannot be anything else are listed: "sei" (also "six"), "Verifica", "Conferma",
 * "Modifica", "Copia" (also nouns) and "Registrati" (also a participle) are left out, and an imperative counts only
 * where a text or sentence starts with it, since "mostra", "invia" or "continua" are also the third person.
 */
const informalWords =
  /(?<!\p{L})(?:tuo|tua|tuoi|tue|ti|te|puoi|hai|vuoi|devi|sai|potrai|avrai|riceverai|dovrai|iscriviti|disiscriviti|dimettiti|unisciti|seguici|scrivici|inviami|inviarti|contattarti|selezionalo|correggile|configurala|copiali|conservali|scaricali|impostala|creane|fallo)(?!\p{L})/giu;

/** Second-person singular imperatives that a label or sentence would start with ("Accedi", "Scegli", "Riprova"). */
const informalImperatives = [
  "accedi", "aggiungi", "aggiorna", "annulla", "applica", "apri", "approva", "assegna", "azzera", "cambia", "cerca",
  "chiudi", "configura", "controlla", "correggi", "crea", "digita", "disattiva", "disconnetti", "diventa", "elimina",
  "emetti", "esci", "esplora", "esporta", "filtra", "gestisci", "imposta", "indica", "inserisci", "invia", "lascia",
  "leggi", "mantieni", "mostra", "nascondi", "ordina", "ottieni", "paga", "proteggi", "reimposta", "rendi", "respingi",
  "resta", "richiedi", "rimani", "rimuovi", "rinnova", "riprova", "ritira", "salva", "scansiona", "scarica", "scegli",
  "scopri", "scrivi", "segna", "seleziona", "torna", "usa", "vai", "vedi", "visita",
];
const imperativeAtStart = new RegExp(`(?:^|[.;:?!]\\s+)(${informalImperatives.join("|")})(?!\\p{L})`, "giu");

/** The informal forms in an Italian text, empty when it addresses the reader formally or not at all. */
export function informalItalianForms(text: string): string[] {
  return [...text.matchAll(informalWords), ...text.matchAll(imperativeAtStart)].map((match) => match[1] ?? match[0]);
}
