// The imprint and privacy policy in Italian (legal.ts); the English version is binding.
import {
  association,
  FIRST_REMINDER_DAYS_DEFAULT,
  MAIL_RETENTION_DAYS,
  REJECTED_APPLICATION_RETENTION_MONTHS,
  REVIEW_CHANGE_RETENTION_DAYS,
  RIDE_ALONG_RETENTION_MONTHS,
  SECOND_REMINDER_DAYS_DEFAULT,
  UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS,
  UNDELIVERED_MAIL_GIVE_UP_DAYS,
} from "@ssem/core";
import { type LegalContent, privacyContact } from "./legal";

export const legal: LegalContent = {
  imprint: {
    id: "imprint",
    title: "Colophon",
    legalForm: "Associazione ai sensi degli articoli 60 segg. del Codice civile svizzero",
    // PLACEHOLDER: the board members who represent the association and answer for the content.
    representatives: ["[Nome e cognome], presidente (segnaposto)", "[Nome e cognome], vicepresidente (segnaposto)"],
    // PLACEHOLDER: the person responsible for the website's content.
    contentResponsible: "[Nome e cognome], membro di comitato (segnaposto)",
    disclaimer: [
      "Raccogliamo con cura le informazioni di questo sito, ma non possiamo garantire che siano complete, corrette e aggiornate. Non sostituiscono le informazioni ufficiali degli enti di formazione, degli organizzatori di corsi e dei datori di lavoro, né un consiglio medico.",
      "I link ad altri siti sono forniti per comodità. Dei loro contenuti rispondono soltanto i rispettivi gestori; noi non abbiamo alcuna influenza su di essi.",
    ],
  },
  privacyPolicy: {
    id: "privacy-policy",
    title: "Informativa sulla privacy",
    lastUpdated: { label: "dicembre 2026", dateTime: "2026-12" },
    binding: "Questa informativa esiste in inglese, tedesco, francese e italiano. Fa fede la versione inglese.",
    sections: [
      {
        id: "controller",
        title: "Chi è responsabile",
        body: [
          {
            text: `La ${association.name}, ${association.postalAddress.join(", ")}, è responsabile del trattamento dei dati personali qui descritto (il titolare del trattamento).`,
          },
          { text: "Per ogni domanda sulla protezione dei dati, e per esercitare i Suoi diritti, scriva a:", link: privacyContact },
        ],
      },
      {
        id: "principles",
        title: "I nostri principi",
        body: [
          {
            list: [
              "Raccogliamo solo i dati di cui abbiamo bisogno per gestire l’associazione e questo sito.",
              "Non vendiamo dati personali e non li trasmettiamo a fini pubblicitari.",
              "Non facciamo profilazione e non prendiamo decisioni individuali automatizzate.",
              "Il sito non usa tracciamento, strumenti di analisi, pubblicità né cookie di terzi.",
              "I link ai nostri profili sui social media sono semplici link: la piattaforma non viene a sapere nulla finché non ne clicca uno, e da quel momento vale la sua informativa sulla privacy.",
            ],
          },
        ],
      },
      {
        id: "legal-framework",
        title: "Quadro giuridico",
        body: [
          {
            text: "Trattiamo i dati personali secondo la legge federale svizzera sulla protezione dei dati (LPD, in tedesco revDSG), in vigore dal 1° settembre 2023, e la sua ordinanza. Ne rispettiamo i principi: trattamento lecito e secondo buona fede, proporzionalità, scopo riconoscibile, esattezza e sicurezza dei dati.",
          },
          {
            text: "Dove si applica il regolamento generale sulla protezione dei dati dell’UE (RGPD), ad esempio perché offriamo l’adesione a persone residenti nell’UE o nel SEE, indichiamo qui sotto per ogni trattamento la base giuridica secondo l’articolo 6 paragrafo 1 RGPD. Secondo la LPD, un trattamento conforme ai suoi principi non richiede ulteriori giustificazioni; dove ne serve una, ci basiamo sui motivi giustificativi dell’articolo 31 LPD (il Suo consenso, un contratto con Lei o un interesse preponderante).",
          },
        ],
      },
      {
        id: "membership",
        title: "Domanda di adesione e account di socio",
        body: [
          { text: "Quando presenta domanda di adesione, memorizziamo:" },
          {
            list: [
              "nome e cognome, indirizzo e-mail e numero di telefono;",
              "il Suo ambito (medicina, soccorso sanitario o cure infermieristiche) e il Suo stato (studente, medico assistente, laureato o specialista);",
              "per gli studenti, l’anno previsto di conclusione degli studi;",
              "il Suo luogo di studio o di lavoro;",
              "un messaggio facoltativo, ad esempio su come vorrebbe impegnarsi;",
              "la password che sceglie. La memorizziamo solo come hash argon2id, dal quale la password non può essere ricavata; nessuno nell’associazione la conosce.",
            ],
          },
          {
            text: "Se è diventato socio prima che esistesse questo sito, il comitato ha importato questi dati dall’elenco dei soci dell’associazione.",
          },
        ],
        processing: {
          purpose:
            "Per decidere sulla Sua domanda, confermare il Suo indirizzo e-mail, inviarLe la fattura della quota annuale, tenere il registro dei soci, darLe accesso all’area soci e contattarLa per questioni dell’associazione.",
          legalBasis:
            "La Sua adesione, e i passi che la precedono su Sua richiesta (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD). Fatture e giustificativi di pagamento: il nostro legittimo interesse a tenere la contabilità che il diritto svizzero ci impone (art. 958f CO; art. 6 par. 1 lett. f RGPD).",
          retention: `Finché è socio. Può dimettersi dalla Sua dashboard, per la fine dell’anno associativo o subito: il Suo account e i Suoi dati vengono cancellati automaticamente il giorno dopo il Suo ultimo giorno (entro l’ora successiva alla mezzanotte), oppure subito. Se l’adesione termina in altro modo, un amministratore cancella il Suo account e i Suoi dati. Se respingiamo la Sua domanda, o se il comitato pone fine alla Sua adesione perché la quota resta non pagata dopo due solleciti, il Suo account viene chiuso e cancellato automaticamente con i Suoi dati ${REJECTED_APPLICATION_RETENTION_MONTHS} mesi dopo la decisione. Fatture e giustificativi di pagamento sono conservati dieci anni, come richiede il Codice delle obbligazioni (art. 958f CO): veda «Quote, fatture e pagamenti».`,
          recipients: "I membri del comitato che si occupano delle adesioni. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
        },
      },
      {
        id: "profile",
        title: "Profilo di socio, ruoli e stato dell’adesione",
        body: [
          {
            text: "Nella dashboard dei soci può aggiungere una qualifica professionale, la Sua università o il Suo luogo di lavoro e il Suo anno di studio, e modificare nome e numero di telefono. Lì non può modificare il Suo indirizzo e-mail; ci scriva se deve essere corretto. Con il Suo account memorizziamo anche il Suo ruolo (in attesa, socio o amministratore), lo stato della Sua adesione (in attesa, approvata o respinta) e la data della Sua domanda.",
          },
        ],
        processing: {
          purpose: "Per mostrarLe il Suo profilo, decidere quali parti dell’area soci può usare e permettere al comitato di gestire le adesioni.",
          legalBasis: "La Sua adesione (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
          retention: "Finché esiste il Suo account; cancellati insieme a esso.",
          recipients: "I membri del comitato con diritti di amministratore. Il nostro fornitore di hosting tratta i dati per nostro conto.",
        },
      },
      {
        id: "fees",
        title: "Quote, fatture e pagamenti",
        body: [
          {
            text: "Per ogni anno associativo emettiamo una fattura a Suo nome e Gliela inviamo per e-mail con una QR-fattura svizzera. Contiene il numero di fattura, l’anno, il Suo nome come fatturato, il Suo indirizzo e-mail, il Suo stato (che determina la quota), l’importo, il riferimento di pagamento, le date di fattura e di scadenza, cosa è stato pagato e quando, le date di eventuali solleciti e, se una fattura viene annullata, il motivo del comitato. Non chiediamo mai il Suo indirizzo postale: il campo «Pagabile da» della fattura resta vuoto.",
          },
          {
            text: `Se la quota è ancora aperta ${FIRST_REMINDER_DAYS_DEFAULT} giorni dopo la data della fattura inviamo un primo sollecito, e dopo ${SECOND_REMINDER_DAYS_DEFAULT} giorni un secondo; un amministratore decide poi sull’adesione. Registriamo ogni pagamento (importo, data e una nota quando un amministratore lo inserisce a mano). Quando importiamo l’estratto conto della nostra banca, memorizziamo ogni pagamento in entrata come lo comunica la banca: importo, data, riferimento di pagamento, nome del pagatore e comunicazione allegata al pagamento.`,
          },
        ],
        processing: {
          purpose: "Per fatturare la quota annuale, registrarne il pagamento (l’adesione inizia il giorno in cui è ricevuto), inviare solleciti e tenere la contabilità dell’associazione.",
          legalBasis:
            "La Sua adesione (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD) e la contabilità che il diritto svizzero ci impone (art. 958f CO; art. 6 par. 1 lett. c e f RGPD).",
          retention: "Dieci anni dopo la fine dell’anno a cui si riferiscono (art. 958f CO); poi il sito cancella automaticamente fatture, pagamenti e transazioni bancarie. Se il Suo account viene cancellato prima, fatture e pagamenti restano per la contabilità solo con il Suo nome come fatturato: il Suo indirizzo e-mail e il collegamento al Suo account vengono rimossi.",
          recipients:
            "I membri del comitato con diritti di amministratore (tra cui il cassiere) e la nostra banca, che riceve il Suo pagamento. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
        },
      },
      {
        id: "audit-log",
        title: "Registro delle azioni degli amministratori",
        body: [
          {
            text: "Quando un amministratore approva o respinge una domanda, cambia un ruolo, rimuove un socio, importa soci, carica o cancella un file, segna una richiesta di uscita come evasa o aperta, o invia una newsletter, il sito registra quale amministratore l’ha fatto, che cosa ha fatto, su quale account e quando. Il registro memorizza riferimenti agli account, non nomi né indirizzi e-mail: i nomi vengono cercati solo quando un amministratore legge il registro. Una volta cancellato un account, il registro lo indica solo come «un socio nel frattempo rimosso».",
          },
          {
            text: "Quando scarica i Suoi dati dalla dashboard dei soci, il registro annota che l’ha fatto e quando, mai che cosa conteneva il download.",
          },
        ],
        processing: {
          purpose: "Per permettere al comitato di vedere chi ha modificato cosa nel registro dei soci, e per chiarire errori e abusi.",
          legalBasis: "Il nostro legittimo interesse a un’amministrazione dei soci tracciabile e sicura (art. 31 cpv. 1 LPD; art. 6 par. 1 lett. f RGPD).",
          retention: "Le voci restano finché l’associazione ne ha bisogno; quando un account viene cancellato, le voci non nominano più quella persona.",
          recipients: "I membri del comitato con diritti di amministratore. Il nostro fornitore di hosting tratta i dati per nostro conto.",
          // How long the entries themselves are kept is the board's decision.
          toBeConfirmed: ["retention"],
        },
      },
      {
        id: "links-and-tokens",
        title: "Link nelle nostre e-mail",
        body: [
          {
            text: "I link che inviamo per confermare il Suo indirizzo e-mail, impostare una nuova password e invitarLa nell’area soci contengono ciascuno un codice casuale monouso. Con il Suo account memorizziamo solo un hash unidirezionale del codice, così nessuno può ricostruire il link dalla nostra banca dati. Un codice funziona una sola volta: un link di conferma per 24 ore, un link per la password per un’ora, un invito per sette giorni.",
          },
        ],
        processing: {
          purpose: "Per garantire che solo il titolare dell’indirizzo e-mail possa confermarlo o impostare una password.",
          legalBasis: "La Sua adesione, e i passi che la precedono su Sua richiesta (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
          retention: "Cancellato entro l’ora successiva alla scadenza del codice (al massimo sette giorni dopo l’invio dell’e-mail). Un codice usato resta fino ad allora solo perché una nuova apertura del link possa dirLe che è già stato usato.",
          recipients: "Nessuno; il nostro fornitore di hosting conserva i dati per nostro conto.",
        },
      },
      {
        id: "events",
        title: "Iscrizione agli eventi",
        body: [
          {
            text: "I soci si iscrivono ai nostri eventi e corsi nella loro dashboard. Registriamo ogni iscrizione con il Suo account: l’evento, il Suo stato (posto confermato, in attesa dell’approvazione del comitato, in lista d’attesa con il Suo posto, posto offerto e fino a quando, annullata) e quando si è iscritto/a. Quando si libera un posto, il sito lo offre per e-mail alla prima persona in lista d’attesa, e Le comunica per e-mail ogni modifica della Sua iscrizione, una conferma con un file di calendario e un codice QR. All’evento il comitato registra il Suo arrivo scansionando questo codice o con il Suo nome, e in seguito annota se ha partecipato; registriamo l’ora del Suo arrivo e la Sua presenza con l’iscrizione, e Lei vede la Sua presenza nella Sua dashboard. Il comitato può inoltre scrivere un’e-mail a tutti gli iscritti a un evento o a tutti quelli in lista d’attesa. Il comitato vede chi si è iscritto a ogni evento, con nome e indirizzo e-mail, e può approvare, rifiutare, anticipare o annullare un’iscrizione; il registro delle azioni degli amministratori annota ognuno di questi passi.",
          },
        ],
        processing: {
          purpose: "Assegnare equamente i posti di un evento, nell’ordine d’iscrizione, e informare i partecipanti sul loro posto e sulle modifiche.",
          legalBasis: "La Sua adesione (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
          retention: "Un’iscrizione annullata viene cancellata dopo l’ultimo giorno del suo evento; le altre restano con il Suo account, come traccia della partecipazione, e vengono cancellate con esso. Se Lei si dimette, le Sue iscrizioni agli eventi successivi al Suo ultimo giorno vengono annullate.",
          recipients: "Il comitato; i nostri fornitori di hosting e di e-mail, per nostro conto.",
        },
      },
      {
        id: "ride-along",
        title: "Richieste di uscita",
        body: [
          {
            text: "I soci possono chiedere un’uscita sulla pagina Eventi. Memorizziamo la richiesta con il Suo account: il luogo scelto (Zurigo o Basilea), il Suo anno di studio, quando l’ha inviata e se il comitato l’ha evasa. Il Suo indirizzo e-mail e il Suo nome sono ripresi dal Suo account, non digitati di nuovo. Il sito invia la richiesta per e-mail all’indirizzo dell’associazione, con il Suo indirizzo e-mail per la risposta, e Le invia una conferma. Quando un amministratore segna una richiesta come evasa o di nuovo aperta, il registro delle azioni degli amministratori lo annota.",
          },
        ],
        processing: {
          purpose: "Per organizzare un’uscita per Lei e risponderLe.",
          legalBasis: "La Sua adesione e la Sua richiesta (art. 31 cpv. 2 lett. a LPD; art. 6 par. 1 lett. b RGPD).",
          retention: `Cancellata automaticamente ${RIDE_ALONG_RETENTION_MONTHS} mesi dopo l’invio (entro l’ora successiva), o prima insieme al Suo account. Le e-mail relative sono cancellate come descritto in «E-mail che inviamo»; la copia nella casella dell’associazione è conservata come il comitato conserva la sua corrispondenza.`,
          recipients: "I membri del comitato che organizzano le uscite e, una volta concordata, il servizio di soccorso con cui esce. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
          toBeConfirmed: ["recipients"],
        },
      },
      {
        id: "mailing-list",
        title: "Mailing list («Resta aggiornato»)",
        body: [
          {
            text: "Chiunque può abbonarsi alle nostre novità sulla pagina Eventi con un indirizzo e-mail. Memorizziamo l’indirizzo, quando si è iscritto e la lingua della pagina d’iscrizione, nella quale Le scriviamo (se l’indirizzo è di un socio, nella lingua del Suo profilo). L’abbonamento inizia solo quando apre il link di conferma che inviamo all’indirizzo (double opt-in), così nessuno può iscrivere un’altra persona. Il codice del link è firmato dal nostro server, così non memorizziamo nient’altro per esso, e inviamo al massimo poche e-mail di conferma a un indirizzo in poco tempo.",
          },
          {
            text: "Ogni newsletter è un’e-mail a ogni indirizzo confermato, con un link personale per disiscriversi con un clic; anche i programmi di posta possono offrire un proprio pulsante di disiscrizione. Dopo la disiscrizione cancelliamo subito il Suo indirizzo e non Le inviamo più nulla, nemmeno una newsletter già in attesa di invio. Quando un amministratore invia una newsletter, il registro delle azioni degli amministratori annota chi l’ha inviata, quando e a quanti indirizzi, mai gli indirizzi.",
          },
        ],
        processing: {
          purpose: "Per inviarLe, come richiesto, novità sui nostri eventi e attività.",
          legalBasis: "Il Suo consenso, che dà confermando e può revocare in qualsiasi momento disiscrivendosi (art. 31 cpv. 1 LPD; art. 6 par. 1 lett. a RGPD).",
          retention: `Fino alla disiscrizione; l’indirizzo viene cancellato subito. Un indirizzo mai confermato viene cancellato automaticamente ${UNCONFIRMED_SUBSCRIPTION_RETENTION_DAYS} giorni dopo l’ultima richiesta (entro l’ora successiva). Se un amministratore rimuove un socio, il suo abbonamento viene cancellato con l’account; un socio che si dimette sceglie se mantenerlo. Le e-mail della newsletter stesse sono cancellate come descritto in «E-mail che inviamo».`,
          recipients: "I membri del comitato con diritti di amministratore, che possono vedere ed esportare l’elenco degli indirizzi confermati. I nostri fornitori di hosting e di e-mail trattano i dati per nostro conto.",
        },
      },
      {
        id: "published-people",
        title: "Persone mostrate su questo sito",
        body: [
          {
            text: "La pagina Chi siamo mostra i membri del nostro comitato, del comitato consultivo e i nostri tutor con nome e funzione o affiliazione e, quando ce ne forniscono una, una foto. Li pubblichiamo solo con il loro consenso.",
          },
        ],
        processing: {
          purpose: "Per mostrare chi gestisce l’associazione e chi la sostiene.",
          legalBasis: "Il consenso di ogni persona mostrata (art. 31 cpv. 1 LPD; art. 6 par. 1 lett. a RGPD), che può revocarlo in qualsiasi momento.",
          retention: "Finché la persona lascia la sua funzione o revoca il consenso.",
          recipients: "Tutti: la pagina Chi siamo è pubblica.",
        },
      },
      {
        id: "rotation-reviews",
        title: "Recensioni degli stage clinici",
        body: [
          {
            text: "Chiunque può pubblicare una recensione di uno stage clinico sulla pagina Stage clinici, senza account. Una recensione consiste solo in ciò che scrive nei suoi campi (paese, città, ospedale, reparto, tipo e periodo dello stage, valutazione e i Suoi testi) e nella data di pubblicazione. Non vi associamo nome, indirizzo e-mail, indirizzo IP né dati del browser. Non scriva in una recensione nulla che identifichi Lei o altre persone: viene pubblicata e la possono leggere tutti.",
          },
          {
            text: "Per fermare lo spam automatizzato, il server conta le recensioni inviate da ogni indirizzo IP in finestre di 15 minuti. Il contatore memorizza l’indirizzo solo in forma pseudonimizzata, come hash con chiave segreta, mai l’indirizzo stesso.",
          },
          {
            text: "Affinché le pagine aperte mostrino le nuove recensioni appena arrivano e si aggiornino dopo una connessione persa, il server tiene un elenco di quale recensione è stata aggiunta o cancellata e quando, solo con il numero della recensione.",
          },
        ],
        processing: {
          purpose: "Per aiutare gli studenti a scegliere dove fare uno stage clinico, e per tenere le recensioni libere da spam.",
          legalBasis: "Il nostro interesse a condividere tra studenti esperienze di formazione clinica (art. 6 par. 1 lett. f RGPD). Una recensione non contiene dati personali, a meno che il suo autore non ve ne scriva.",
          retention: `Recensioni: finché un amministratore le cancella (su richiesta, o quando una recensione viola le regole). Contatori anti-spam: cancellati entro l’ora successiva a 15 minuti senza nuove recensioni dall’indirizzo. L’elenco delle recensioni aggiunte e cancellate: ${REVIEW_CHANGE_RETENTION_DAYS} giorni.`,
          recipients: "Tutti: le recensioni sono pubbliche. Il nostro fornitore di hosting le conserva per nostro conto.",
        },
      },
      {
        id: "cookies",
        title: "Cookie e accesso",
        body: [
          {
            text: "Impostiamo due cookie (un terzo con l’autenticazione a due fattori, vedi sotto), tutti solo quando accede, tutti strettamente necessari e contrassegnati httpOnly, così gli script della pagina non possono leggerli. Il cookie di sessione La mantiene collegato all’area soci; scade dopo sette giorni senza utilizzo, o quando si disconnette. Con una sessione non memorizziamo né indirizzo IP né dati del browser.",
          },
          {
            text: "Il cookie di dispositivo noto comunica al nostro accesso che questo browser ha già effettuato l’accesso al Suo account, affinché chi indovina altrove la Sua password non possa bloccarLa. Contiene un numero casuale e una firma, viene inviato solo alla parte di accesso del nostro server, non viene memorizzato da noi e scade dopo un anno.",
          },
          {
            text: "Se attiva l’autenticazione a due fattori, memorizziamo la chiave che la Sua app di autenticazione condivide con noi e i Suoi codici di recupero non usati, entrambi cifrati, finché non la disattiva o il suo account viene cancellato. Tra la password e il codice, un terzo cookie, anch’esso httpOnly, ricorda per al massimo dieci minuti che la Sua password era corretta; contiene un numero casuale e una firma.",
          },
          {
            text: "Mentre è collegato, il Suo browser conserva anche nella memoria locale un indicatore che dice solo che qualcuno è collegato, così le pagine mostrano subito i Suoi link di socio. Non contiene dati personali e viene rimosso quando si disconnette.",
          },
          {
            text: "Per proteggere l’accesso dai tentativi di indovinare password e codici, il server conta i tentativi di accesso, i codici inseriti, le password reinserite nell’area soci e le richieste di e-mail per indirizzo IP e per account in finestre di 15 minuti. I contatori memorizzano l’indirizzo IP e l’indirizzo e-mail solo in forma pseudonimizzata, come hash con chiave segreta, mai l’indirizzo stesso. Non usiamo tracciamento, strumenti di analisi né cookie di terzi; per questo il sito non mostra alcun banner dei cookie.",
          },
        ],
        processing: {
          purpose: "Per mantenerLa collegato e proteggere gli account dagli abusi.",
          legalBasis: "La Sua adesione (art. 6 par. 1 lett. b RGPD) e il nostro interesse a un funzionamento sicuro (art. 6 par. 1 lett. f RGPD).",
          retention: "Sessione: sette giorni dopo la Sua ultima visita, o finché si disconnette; le sessioni scadute sono cancellate entro l’ora. Cookie di dispositivo noto: un anno nel Suo browser. Chiave a due fattori e codici di recupero: finché disattiva l’autenticazione a due fattori o il Suo account viene cancellato. Contatori delle richieste: cancellati entro l’ora successiva a 15 minuti senza nuovi tentativi e una volta trascorso l’eventuale tempo di attesa che impongono.",
          recipients: "Nessuno; il nostro fornitore di hosting conserva i dati per nostro conto.",
        },
      },
      {
        id: "server-logs",
        title: "Log del server",
        body: [
          {
            text: "Per ogni richiesta il nostro server registra l’ora, il metodo, il percorso richiesto senza i parametri, lo stato della risposta e la durata della risposta. Questi log non contengono indirizzi IP, indirizzi e-mail né alcun contenuto inserito nei moduli.",
          },
          {
            text: "Davanti al nostro server, anche il reverse proxy del nostro fornitore di hosting, che cifra la connessione, tiene un log di accesso: l’ora, il Suo indirizzo IP, l’indirizzo richiesto, lo stato della risposta e il nome e la versione del Suo browser.",
            toBeConfirmed: true,
          },
        ],
        processing: {
          purpose: "Per mantenere il sito in funzione, trovare errori e individuare attacchi.",
          legalBasis: "Il nostro interesse a un sito sicuro e funzionante (art. 6 par. 1 lett. f RGPD).",
          retention: "Al massimo 30 giorni, per i log del nostro server e per il log di accesso del reverse proxy.",
          recipients: "Il nostro fornitore di hosting, per nostro conto.",
          toBeConfirmed: ["retention"],
        },
      },
      {
        id: "e-mail",
        title: "E-mail che inviamo",
        body: [
          {
            text: `Inviamo e-mail per confermare il Suo indirizzo, reimpostare la Sua password, inviare fatture, confermare la Sua richiesta di uscita, inviare la newsletter a cui si è abbonato e rispondere alle Sue richieste. Il nostro server conserva ogni messaggio in una coda di invio finché non è stato recapitato, e il fornitore di posta dell’associazione lo recapita. Se un messaggio non può ancora essere recapitato ${UNDELIVERED_MAIL_GIVE_UP_DAYS} giorni dopo che l’abbiamo scritto, smettiamo di provare e informiamo il comitato, così da poterLa raggiungere in altro modo.`,
          },
        ],
        processing: {
          purpose: "Per recapitare i messaggi di cui ha bisogno come socio o richiedente.",
          legalBasis: "La stessa dell’attività a cui il messaggio si riferisce (vedi sopra).",
          retention: `I messaggi recapitati sono cancellati dalla coda di invio al più tardi ${MAIL_RETENTION_DAYS} giorni dopo il recapito; i messaggi che non abbiamo potuto recapitare, al più tardi ${MAIL_RETENTION_DAYS} giorni dopo che abbiamo smesso di provare.`,
          recipients: "Il fornitore di posta dell’associazione, che tratta i messaggi per nostro conto.",
        },
      },
      {
        id: "hosting",
        title: "Hosting e trasferimenti all’estero",
        body: [
          {
            text: `Il nostro sito e i suoi dati sono ospitati da ${association.hosting.name} in ${association.hosting.country}. Le nostre e-mail sono recapitate da ${association.mailProvider.name} in ${association.mailProvider.country}. Entrambi trattano i dati personali solo per nostro conto e secondo le nostre istruzioni.`,
            toBeConfirmed: true,
          },
          {
            text: "Oltre a questi fornitori non trasferiamo dati personali all’estero. Se dovesse rendersi necessario un trasferimento, useremo le garanzie richieste dalla legge, come le clausole contrattuali standard, e aggiorneremo questa informativa.",
          },
        ],
      },
      {
        id: "recipients",
        title: "Chi riceve i Suoi dati",
        body: [
          { text: "I Suoi dati personali giungono soltanto a:" },
          {
            list: [
              "membri del comitato dell’associazione, ciascuno solo nella misura richiesta dal suo compito;",
              "i nostri fornitori di hosting e di e-mail, come responsabili del trattamento vincolati per contratto a trattare i dati solo secondo le nostre istruzioni;",
              "autorità, solo dove la legge ci obbliga.",
            ],
          },
          {
            text: "Gli unici dati personali che pubblichiamo sono i nomi, le funzioni o affiliazioni e le foto delle persone mostrate sulla pagina Chi siamo, con il loro consenso.",
          },
        ],
      },
      {
        id: "security",
        title: "Sicurezza dei dati",
        body: [
          {
            text: "Tutte le connessioni al sito sono cifrate (HTTPS). Le password sono memorizzate solo come hash argon2id, i cookie di sessione non possono essere letti dagli script e l’accesso ai dati dei soci è limitato in base al ruolo. I membri del comitato con diritti di amministratore sono tenuti alla riservatezza.",
          },
        ],
      },
      {
        id: "your-rights",
        title: "I Suoi diritti",
        body: [
          { text: "Ha il diritto di:" },
          {
            list: [
              "accesso: sapere quali dati personali deteniamo su di Lei (art. 25 LPD; art. 15 RGPD);",
              "rettifica: far correggere dati inesatti (art. 32 LPD; art. 16 RGPD); la maggior parte dei dati del profilo può correggerla Lei stesso nella dashboard dei soci;",
              "cancellazione: far cancellare i Suoi dati, salvo che la legge ci obblighi a conservarli (art. 32 LPD; art. 17 RGPD);",
              "portabilità dei dati: ricevere i dati che ci ha fornito in un formato elettronico comune, o farli trasmettere a un altro titolare (art. 28 LPD; art. 20 RGPD);",
              "opposizione: opporsi a un trattamento basato sui nostri interessi, e revocare un consenso in qualsiasi momento con effetto per il futuro (art. 30 e 32 LPD; art. 7 par. 3 e 21 RGPD);",
              "limitazione del trattamento dove si applica il RGPD (art. 18 RGPD).",
            ],
          },
          {
            text: "Come socio può scaricare Lei stesso i Suoi dati: la scheda I miei dati nella dashboard dei soci le fornisce, dopo aver reinserito la password, un file con tutto ciò che deteniamo su di Lei e una pagina che spiega perché lo deteniamo, per quanto tempo lo conserviamo, chi lo riceve e da dove proviene.",
          },
          {
            text: "Rispondiamo entro 30 giorni e gratuitamente. Per proteggere i Suoi dati, possiamo chiederLe di dimostrare la Sua identità. Invii la Sua richiesta a:",
            link: privacyContact,
          },
        ],
      },
      {
        id: "complaints",
        title: "Reclami",
        body: [
          {
            text: "Se ritiene che trattiamo i Suoi dati in modo illecito, ce lo dica prima di tutto, così da poter rimediare. Può anche presentare reclamo all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT), Feldeggweg 1, 3003 Berna. Se vive nell’UE o nel SEE, può anche rivolgersi all’autorità di protezione dei dati del Suo paese.",
            link: { label: "Sito web dell’IFPDT", href: "https://www.edoeb.admin.ch/" },
          },
        ],
      },
      {
        id: "changes",
        title: "Modifiche a questa informativa",
        body: [
          {
            text: "Aggiorniamo questa informativa quando cambiano il sito o la legge; la data in alto indica la versione attuale. Informiamo i soci dei cambiamenti importanti per e-mail.",
          },
        ],
      },
    ],
  },
};
