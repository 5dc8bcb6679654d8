//! 使用期限 (1207): a card whose text gives an expiry date can't be used beyond it (1207.1),
//! nor can a card of the same name, rebuilt or corrected (1207.2). The date is the event's, given
//! to the game as input; no clock is read. Deck checks refuse such cards, and a game played on a
//! date never lets them be played.

use crate::cards::{Card, CardDb, CardDef};
use crate::state::ZxState;
use fuda_kernel::date::Date;

/// The expiry date `def` is bound by: its own, or the earliest of the cards of its name
/// (1207.2: a rebuild or an erratum of a card with an expiry date keeps it).
pub fn expiry(db: &CardDb, def: &CardDef) -> Option<Date> {
    db.iter().map(|(_, d)| d).filter(|d| d.name == def.name).filter_map(|d| d.expires).min()
}

/// Whether `def` may no longer be used on `date` (1207.1): the date is past its expiry.
pub fn expired_on(db: &CardDb, def: &CardDef, date: Date) -> bool {
    expiry(db, def).is_some_and(|last| date > last)
}

/// Whether `card` can't be used in this game, played on its date (1207.1).
pub fn expired(state: &ZxState, card: &Card) -> bool {
    state.date.is_some_and(|date| expired_on(&state.db, state.def(card), date))
}

/// The deck problems of cards past their expiry on `date`, each card once.
pub fn deck_problems(db: &CardDb, deck: &fuda_kernel::deck::DeckList, date: Date) -> Vec<String> {
    let mut ids: Vec<&str> = deck.cards.iter().map(String::as_str).collect();
    ids.sort_unstable();
    ids.dedup();
    ids.into_iter()
        .filter_map(|id| db.find(id).map(|i| db.get(i)))
        .filter(|def| expired_on(db, def, date))
        .map(|def| {
            let last = String::from(expiry(db, def).expect("an expired card has an expiry date"));
            format!(
                "1207: {} ({}) can't be used after {last}, the event is on {}",
                def.name,
                def.id,
                String::from(date)
            )
        })
        .collect()
}
