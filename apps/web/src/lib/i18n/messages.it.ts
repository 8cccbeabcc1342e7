import type { MessageCatalogue } from './messages.keys';

/** The domain's messages in Italian, keyed by their English text. */
const it: MessageCatalogue = {
  'The minimum quantity of pallet has not been reached': 'Non è stata raggiunta la quantità minima di pallet',
  'The maximum number of pallets has been exceeded.': 'È stato superato il numero massimo di pallet.',
  'The maximum weight of order has been exceeded.': 'È stato superato il peso massimo dell’ordine.',
  'The minimum weight of order has not been reached': 'Non è stato raggiunto il peso minimo dell’ordine',
  'The minimum price of order has not yet been reached':
    'Non è ancora stato raggiunto l’importo minimo dell’ordine',
  'The minimum order capacity has been reached': 'È stata raggiunta la capacità minima dell’ordine',
  'The minimum order capacity has not been reached, please add more goods':
    'Non è stata raggiunta la capacità minima dell’ordine, aggiungi altra merce',
  'The weight of the order exceeds the maximum order quantity, please reduce the quantity':
    'Il peso dell’ordine supera la quantità massima ordinabile, riduci la quantità',
  'Add more.': 'Aggiungi altro.',
  'Minimum order capacity not reached': 'Capacità minima dell’ordine non raggiunta',
  'Maximum weight exceeded': 'Peso massimo superato',
  'Motrice discount not reached': 'Sconto motrice non raggiunto',
  'Motrice discount reached': 'Sconto motrice raggiunto',
  'Autotreno discount not reached': 'Sconto autotreno non raggiunto',
  'Autotreno discount reached': 'Sconto autotreno raggiunto',
  'Order type has to not be empty!': 'Il tipo di ordine non può essere vuoto!',
  'Delivery date has to not be empty!': 'La data di consegna non può essere vuota!',
  'Shipping cannot be ordered. Choose a different date.':
    'La spedizione non può essere ordinata. Scegli una data diversa.',
  'This field is required': 'Questo campo è obbligatorio',
  'The title can have at most 40 characters': 'Il titolo può avere al massimo 40 caratteri',
  'The description can have at most 2000 characters': 'La descrizione può avere al massimo 2000 caratteri',
  'The ZIP code must be 5 digits': 'Il CAP deve essere di 5 cifre',
  'The phone number must be 10 digits': 'Il numero di telefono deve essere di 10 cifre',
  'The phone number must start with +420 followed by 9 digits':
    'Il numero di telefono deve iniziare con +420 seguito da 9 cifre',
  'Guidelines and terms must be accepted': 'Le linee guida e le condizioni devono essere accettate',
  'Master Purchase Agreement terms must be accepted':
    'Le condizioni del contratto quadro di acquisto devono essere accettate',
  'Enter a valid e-mail address': 'Inserisci un indirizzo e-mail valido',
  'The VAT number must be 8 to 12 letters or digits, optionally after the country code':
    'La partita IVA deve avere da 8 a 12 lettere o cifre, eventualmente dopo il codice del paese',
  'Choose the type of business': 'Scegli il tipo di attività',
  'This text is too long': 'Questo testo è troppo lungo',
  'This form has expired. Reload the page and send it again.':
    'Il modulo è scaduto. Ricarica la pagina e invialo di nuovo.',
  'The form was sent too quickly. Check it and send it again.':
    'Il modulo è stato inviato troppo in fretta. Controllalo e invialo di nuovo.',
  'Too many requests have been sent from this address. Try again in a few minutes.':
    'Sono state inviate troppe richieste da questo indirizzo. Riprova tra qualche minuto.',
  'A role must be chosen for each ship-to': 'Scegli un ruolo per ogni punto di consegna',
  'The old password is not correct': 'La vecchia password non è corretta',
  'The new password is not correct': 'La nuova password non è corretta',
  'The password does not meet the requirements': 'La password non soddisfa i requisiti',
  'The new and retyped passwords do not match': 'La nuova password e la conferma non coincidono',
  'The new password cannot be one of the last 8 passwords':
    'La nuova password non può essere una delle ultime 8 password',
  'Your password has been changed successfully': 'La password è stata modificata correttamente',
  'Country is not fill': 'Il paese non è compilato',
  'Customer type is not fill': 'Il tipo di cliente non è compilato',
  'No Search History available': 'Nessuna ricerca recente',
  'No Result Found': 'Nessun risultato trovato',
  'ShipTo suspended - Select another ShipTo': 'Punto di consegna sospeso - Selezionane un altro',
  'Error setting shipment': 'Errore nell’impostazione della spedizione',
  'The cart is Empty': 'Il carrello è vuoto',
  'has been added to': 'è stato aggiunto al',
  'has been updated.': 'è stato aggiornato.',
  'your cart': 'tuo carrello',
  'Unknown payment term': 'Condizione di pagamento sconosciuta',
  'Something went wrong': 'Qualcosa è andato storto',
  'Try again later': 'Riprova più tardi',
  'Action not performed': 'Azione non eseguita',
  'Re-order cannot proceed, some items not available':
    'Impossibile ripetere l’ordine, alcuni articoli non sono disponibili',
  'One or more products could not be added to the cart':
    'Non è stato possibile aggiungere uno o più prodotti al carrello',
  'This cart no longer exists': 'Questo carrello non esiste più',
  'The link has expired (request a new one from support)':
    'Il link è scaduto (richiedine uno nuovo all’assistenza)',
  'USER VERIFICATION FAILED': 'VERIFICA UTENTE NON RIUSCITA',
  'Your password has not been set, retry': 'La password non è stata impostata, riprova',
  'Registration request unsuccessful': 'Richiesta di registrazione non riuscita',
  'Update unsuccessful': 'Aggiornamento non riuscito',
  'User already exists': 'L’utente esiste già',
  'Non-existent or blocked order': 'Ordine inesistente o bloccato',
  'Non-cancelable order, goods issue already carried out':
    'Ordine non annullabile, uscita merce già effettuata',
  'Delivery already created has been blocked': 'La consegna già creata è stata bloccata',
  'The financial statement does not exist': 'L’estratto conto non esiste',
  'File could not be downloaded': 'Impossibile scaricare il file',
  'Could not send the invitation e-mail': 'Impossibile inviare l’e-mail di invito',
  "The modification hasn't been correctly submitted": 'La modifica non è stata inviata correttamente',
  'Transport type saved': 'Tipo di trasporto salvato',
  'This order type is not offered for this ship-to':
    'Questo tipo di ordine non è disponibile per questo punto di consegna',
  'The cart belongs to another ship-to': 'Il carrello appartiene a un altro punto di consegna',
  'Empties returns need the Empties Management permission':
    'Per rendere i vuoti serve il permesso Gestione vuoti',
  'Empty the cart or keep the current order before changing the shipment mode':
    'Svuota il carrello o mantieni l’ordine in corso prima di cambiare la modalità di spedizione',
  'Only empties (crates and kegs) can be returned': 'Si possono rendere solo vuoti (casse e fusti)',
  'You cannot return more empties than you hold': 'Non puoi rendere più vuoti di quelli che hai',
  'This payment term is not available to your company':
    'Questo termine di pagamento non è disponibile per la tua azienda',
  'The customer order number has at most 40 characters':
    'Il numero d’ordine cliente ha al massimo 40 caratteri',
  'The note for the driver has at most 240 characters': 'La nota per l’autista ha al massimo 240 caratteri',
  'The product is not available on your price list': 'Il prodotto non è nel tuo listino',
  'The product cannot be ordered for the chosen delivery date':
    'Il prodotto non si può ordinare per la data di consegna scelta',
  'This product cannot be ordered in this unit': 'Questo prodotto non si può ordinare in questa unità',
  'Enter a quantity': 'Inserisci una quantità',
  'An empties return order holds empties only': 'Un ordine di resa vuoti contiene solo vuoti',
  'Empties are returned with the empties of the cart, not as products':
    'I vuoti si rendono con i vuoti del carrello, non come prodotti',
  'The cart item no longer exists': 'Il prodotto non è più nel carrello',
  'The quantity must be a whole number': 'La quantità deve essere un numero intero',
  'The quantity cannot be below 0': 'La quantità non può essere inferiore a 0',
  'The quantity is too large': 'La quantità è troppo grande',
  'The products have been added to the cart': 'I prodotti sono stati aggiunti al carrello',
  'Your cart already holds products: continue that order or start a new one':
    'Il carrello contiene già dei prodotti: continua quell’ordine o iniziane uno nuovo',
  'The product is no longer sold': 'Il prodotto non è più in vendita',
  'Prices have been updated': 'I prezzi sono stati aggiornati',
  'Your order has been cancelled.': 'Il tuo ordine è stato annullato.',
  'Your beer order and associated empty order have been cancelled.':
    'Il tuo ordine di birra e il relativo ordine dei vuoti sono stati annullati.',
  'The e-mail or password is not correct': 'L’e-mail o la password non sono corrette',
  'Too many sign-in attempts. Try again in a few minutes.':
    'Troppi tentativi di accesso. Riprova tra qualche minuto.',
  'This account is not active. Contact customer service.':
    'Questo account non è attivo. Contatta il servizio clienti.',
  'Sign in once per request': 'Accedi una sola volta per richiesta',
  'If the address belongs to an account, we have sent it a link to choose a new password.':
    'Se l’indirizzo appartiene a un account, gli abbiamo inviato un link per scegliere una nuova password.',
  'You have been signed out': 'Sei uscito dal portale',
  'Your session has expired. Sign in again.': 'La sessione è scaduta. Accedi di nuovo.',
  'This is not possible while acting as a customer user':
    'Non è possibile mentre agisci come un utente cliente',
  'Only an active customer user can be acted as': 'Puoi agire solo come un utente cliente attivo',
  'You are not acting as a customer user': 'Non stai agendo come un utente cliente',
  'At least 12 characters': 'Almeno 12 caratteri',
  'One lower case letter': 'Una lettera minuscola',
  'One upper case letter': 'Una lettera maiuscola',
  'One numeral': 'Un numero',
  'One symbol': 'Un simbolo',
  'The invitation e-mail has been sent': 'L’e-mail di invito è stata inviata',
  'Only an invited user can receive the invitation again':
    'Solo un utente invitato può ricevere di nuovo l’invito',
  'The e-mail does not belong to this user': 'L’e-mail non appartiene a questo utente',
  Brand: 'Marchio',
  'Sub-brand': 'Sottomarchio',
  Category: 'Categoria',
  Packaging: 'Confezione',
  Volume: 'Volume',
  'Pack format': 'Formato',
  'Country of origin': 'Paese di origine',
  'Product type': 'Tipo di prodotto',
  New: 'Novità',
  Bestseller: 'Più venduti',
  Promo: 'Promo',
  Seasonal: 'Stagionale',
  Recommended: 'Consigliato',
  Yes: 'Sì',
  Bottle: 'Bottiglia',
  Can: 'Lattina',
  Carton: 'Cartone',
  Keg: 'Fusto',
  Other: 'Altro',
  'PET bottle': 'Bottiglia PET',
  Pouch: 'Busta',
  Tank: 'Cisterna',
  Price: 'Prezzo',
  'A-Z': 'A-Z',
  'Z-A': 'Z-A',
  'The invitation has been sent to the new user': 'L’invito è stato inviato al nuovo utente',
  'The roles of the user have been saved': 'I ruoli dell’utente sono stati salvati',
  'The status of the user has been changed': 'Lo stato dell’utente è stato cambiato',
  'A Delegated Owner may change the permissions of regular users only':
    'Un titolare delegato può cambiare solo i permessi degli utenti ordinari',
  'Nobody can raise their own rights': 'Nessuno può aumentare i propri permessi',
  'The last Owner of a company cannot be removed': 'L’ultimo titolare di un’azienda non può essere rimosso',
  'You do not manage users of this ship-to': 'Non gestisci gli utenti di questo punto di consegna',
  'This role does not exist for the customer type of the ship-to':
    'Questo ruolo non esiste per il tipo di cliente del punto di consegna',
  'Only an Owner can grant the Owner or Delegated Owner role':
    'Solo un titolare può assegnare il ruolo di titolare o di titolare delegato',
  'You cannot grant a permission you do not hold': 'Non puoi concedere un permesso che non possiedi',
  'This permission cannot be added to the role': 'Questo permesso non si può aggiungere al ruolo',
  'The user cannot be moved to this status': 'L’utente non può passare a questo stato',
  'A user needs a role on at least one ship-to':
    'Un utente deve avere un ruolo su almeno un punto di consegna',
  // The sustainability survey's checks (packages/domain sustainability/survey.ts).
  'Answer this question': 'Rispondi a questa domanda',
  'This question is not part of the survey': 'Questa domanda non fa parte del questionario',
  'Choose one of the options shown': 'Scegli una delle opzioni indicate',
  'Choose at most 4 options': 'Scegli al massimo 4 opzioni',
  'Choose a value on the scale': 'Scegli un valore della scala',
  'Write at most 500 characters': 'Scrivi al massimo 500 caratteri',
  'Choose a category from the list': 'Scegli una categoria dall’elenco',
  'Choose a sub-category': 'Scegli una sottocategoria',
  'The sub-category does not belong to the category': 'La sottocategoria non appartiene alla categoria',
  'This ticket is closed: open a new one to write again':
    'Questa richiesta è chiusa: aprine una nuova per scrivere ancora',
  'The market does not match the ship-to': 'Il mercato non corrisponde al punto di consegna',
  'Ticket not found': 'Richiesta non trovata',
  'Attachment not found': 'Allegato non trovato',
  'The file is empty': 'Il file è vuoto',
  'The file is larger than 5 MB': 'Il file supera i 5 MB',
  'Only PDF, PNG, JPEG, TXT and CSV files can be attached':
    'Si possono allegare solo file PDF, PNG, JPEG, TXT e CSV',
  'The file name is not valid': 'Il nome del file non è valido',
  'At most 5 files can be attached at once': 'Si possono allegare al massimo 5 file alla volta',
  'Choose a file to attach': 'Scegli un file da allegare',
  'Send the files as multipart/form-data': 'Invia i file come multipart/form-data',
};

export default it;
