//! The demo set, and what the views hide: a seat's view identifies no card hidden from it and
//! shows it its own hand, checked after every answer of fuda-testkit's card playouts
//! ([`fuda_testkit::Subject::check_views`], in `kit.rs`).

use fuda_digimon::DigimonGame;
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_set;
use fuda_digimon::setup::DeckList;
use fuda_digimon::state::DigimonState;
use fuda_kernel::{Seat, SeatView};
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

pub fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon")).expect("the demo set loads")
}

/// Physical cards a seat may not identify: the opponent's hand, both decks (but for cards being
/// revealed, or looked at by this seat), digitama decks and face-down security (but for cards
/// this seat looks at).
fn hidden_from(state: &DigimonState, seat: Seat) -> BTreeSet<u16> {
    let mut hidden = BTreeSet::new();
    // 15-15-4-1: the player looking sees the cards; nobody else does.
    let looked: &[fuda_kernel::ObjectId] = match &state.looking {
        Some((looker, ids)) if *looker == seat => ids,
        _ => &[],
    };
    for s in [Seat(0), Seat(1)] {
        let p = state.player(s);
        // 15-15-3-1: cards being revealed are public while they wait on top of the deck.
        hidden.extend(
            p.deck.iter().filter(|c| !state.revealed.contains(&c.id) && !looked.contains(&c.id)).map(|c| c.instance.0),
        );
        hidden.extend(p.eggs.iter().map(|c| c.instance.0));
        // 3-7-4: a face-up security card is public.
        let face_up = |c: &&fuda_digimon::state::Card| p.face_up_security.contains(&c.id);
        hidden.extend(p.security.iter().filter(|c| !looked.contains(&c.id) && !face_up(c)).map(|c| c.instance.0));
        if s != seat {
            hidden.extend(p.hand.iter().map(|c| c.instance.0));
            // 4-5-10: face-down sources are hidden from the other player.
            for u in p.battle().iter().chain(p.breeding.iter()) {
                hidden.extend(u.sources().iter().filter(|c| u.face_down().contains(&c.id)).map(|c| c.instance.0));
            }
        }
    }
    hidden
}

/// Each seat's view identifies no card hidden from it, and every card of its own hand.
pub fn views_hide(game: &DigimonGame, views: &[SeatView]) -> Result<(), String> {
    for view in views {
        let seat = view.seat;
        let known: BTreeSet<u16> = view.known_instances().into_iter().collect();
        let hidden = hidden_from(&game.state, seat);
        let leaked: Vec<_> = known.intersection(&hidden).collect();
        if !leaked.is_empty() {
            return Err(format!("{seat}'s view identifies hidden cards {leaked:?}"));
        }
        if let Some(card) = game.state.player(seat).hand.iter().find(|c| !known.contains(&c.instance.0)) {
            return Err(format!("{seat} does not see card {} of its own hand", card.instance.0));
        }
    }
    Ok(())
}
