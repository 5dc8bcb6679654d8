//! The demo set, and what each seat's view must show it: its own hand, checked after every answer
//! of fuda-testkit's card playouts ([`fuda_testkit::Subject::check_views`], in `kit.rs`). That no
//! view or log identifies a card hidden from its seat is the leak oracle's to check (`leak.rs`).

use fuda_digimon::DigimonGame;
use fuda_digimon::cards::CardDb;
use fuda_digimon::cards::load::load_set;
use fuda_digimon::setup::DeckList;
use fuda_kernel::SeatView;
use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Arc;

pub fn demo() -> (Arc<CardDb>, Vec<DeckList>) {
    load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/digimon")).expect("the demo set loads")
}

/// Each seat's view identifies every card of its own hand (3-5-3).
pub fn views_show_own_hand(game: &DigimonGame, views: &[SeatView]) -> Result<(), String> {
    for view in views {
        let seat = view.seat;
        let known: BTreeSet<u16> = view.known_instances().into_iter().collect();
        if let Some(card) = game.state.player(seat).hand.iter().find(|c| !known.contains(&c.instance.0)) {
            return Err(format!("{seat} does not see card {} of its own hand", card.instance.0));
        }
    }
    Ok(())
}
