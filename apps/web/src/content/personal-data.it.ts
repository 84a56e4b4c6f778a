// The texts of the member's My Data page in Italian (personal-data.ts); English is core's personal-data map.
import type { PersonalDataTexts } from "./personal-data";

const youOrTheBoard =
  "Lei, nel modulo d’adesione o nella dashboard dei soci; per i soci che hanno aderito prima che esistesse il sito, il comitato, che ha importato l’elenco dei soci.";

export const personalDataTexts: PersonalDataTexts = {
  account: {
    label: "Il Suo nome e il Suo indirizzo e-mail, e quando è stato creato il Suo account",
    source: youOrTheBoard,
  },
  profile: {
    label: "Il Suo profilo: nome, indirizzo e-mail, numero di telefono, qualifica professionale, università o luogo di lavoro, anno di studio e lingua delle Sue e-mail",
    source: youOrTheBoard,
  },
  membership: {
    label: "Il Suo ruolo e lo stato della Sua adesione, le date della Sua domanda, della relativa decisione, della conferma del Suo indirizzo e-mail e del Suo invito, e le Sue dimissioni se si è dimesso",
    source: "Il sito, quando ha presentato la domanda, ha confermato il Suo indirizzo o è stato invitato, e il comitato, quando ha deciso sulla Sua domanda o ha cambiato il Suo ruolo.",
  },
  application: {
    label: "La Sua domanda d’adesione: ambito, stato, anno previsto di conclusione, luogo di studio e il Suo messaggio",
    source: "Lei, nel modulo d’adesione; oppure il comitato, che ha importato l’elenco dei soci.",
  },
  password: {
    label: "La Sua password, come hash argon2id da cui non è possibile ricavarla",
    source: "Lei, quando ha scelto la password.",
    notExported: "L’hash non può essere ritrasformato nella Sua password e non Le dice nulla.",
  },
  sessions: {
    label: "Le Sue sessioni: quando ciascuna è iniziata, è stata usata l’ultima volta e scade",
    source: "Il sito, a ogni accesso.",
  },
  secondFactor: {
    label: "Se ha attivato l’autenticazione a due fattori: la chiave che la Sua app di autenticazione condivide con noi e i Suoi codici di recupero non usati, entrambi cifrati",
    source: "Il sito, quando ha attivato l’autenticazione a due fattori.",
    notExported:
      "La chiave e i codici sono segreti che permettono di accedere al Suo posto; una copia in un file scaricato potrebbe essere usata da chiunque la trovi. Se l’autenticazione a due fattori è attiva è indicato nella parte sull’adesione.",
  },
  passkeys: {
    label: "Le Sue passkey: il nome che ha dato a ciascuna, quando è stata aggiunta e usata l’ultima volta, e la Sua chiave pubblica",
    source: "Lei, quando ha aggiunto una passkey nella dashboard dei soci.",
  },
  emailLinks: {
    label: "I codici monouso dei link che Le inviamo per e-mail, come hash unidirezionali",
    source: "Il sito, quando Le invia un link per e-mail.",
    notExported: "È salvato solo un hash; da esso non è possibile ricavare il link.",
  },
  requestCounters: {
    label: "I contatori dei tentativi di accesso e delle richieste di e-mail, sotto un hash con chiave segreta del Suo indirizzo IP e del Suo indirizzo e-mail",
    source: "Il sito, quando accede o chiede un’e-mail.",
    notExported: "I contatori sono hash con chiave segreta: non possiamo dire quali siano i Suoi senza tirare a indovinare.",
  },
  fees: {
    label: "Le Sue fatture e i Suoi pagamenti: numero, anno, nome fatturato, indirizzo e-mail, stato, importo, riferimento, date, solleciti e pagamenti",
    source:
      "Il sito, che fattura la quota annuale; la nostra banca, i cui estratti conto ci informano dei Suoi pagamenti; e il comitato, quando registra un pagamento a mano.",
  },
  bankTransactions: {
    label: "I pagamenti in entrata come li comunica la nostra banca: importo, data, riferimento, nome e messaggio di chi paga",
    source: "Gli estratti conto della nostra banca.",
    notExported:
      "I pagamenti attribuiti alle Sue fatture sono elencati con esse, con il nome e il messaggio di chi paga; un pagamento che non abbiamo potuto attribuire non è collegato al Suo account.",
  },
  rideAlong: {
    label: "Le Sue richieste di uscita: luogo, anno di studio, quando le ha inviate e se sono state evase",
    source: "Lei, sulla pagina Eventi.",
  },
  eventRegistrations: {
    label: "Le Sue iscrizioni agli eventi: l’evento, il Suo stato (confermata, in lista d’attesa con il Suo posto, offerta fino a quando, annullata), quando si è iscritto, quando è stato registrato all’ingresso e se ha partecipato",
    source: "Lei, quando si è iscritto, si è cancellato o ha risposto a un’offerta; il comitato, quando ha approvato, anticipato o annullato un’iscrizione, L’ha registrato all’ingresso o ha annotato la Sua presenza.",
  },
  mailingList: {
    label: "La Sua iscrizione alla mailing list: il Suo indirizzo e-mail, quando si è iscritto e ha confermato, e la lingua della pagina su cui si è iscritto",
    source: "Lei, sulla pagina Eventi.",
  },
  emails: {
    label: "Le e-mail che Le inviamo, finché attendono nella coda di invio",
    source: "Il sito, per l’attività a cui appartiene ciascuna e-mail.",
  },
  adminActions: {
    label: "Il registro delle azioni degli amministratori che La riguardano (per gli amministratori, anche quali azioni hanno compiuto)",
    source: "Il sito, quando un amministratore (o Lei, per la Sua esportazione dei dati) agisce.",
  },
};
