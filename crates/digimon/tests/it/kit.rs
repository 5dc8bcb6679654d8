//! fuda-testkit's checks, the ones every game must pass, run on Digimon's demo decks.

use fuda_digimon::DigimonGame;
use fuda_digimon::cards::CardDb;
use fuda_digimon::setup::{DeckList, new_game};
use fuda_digimon::state::DigimonState;
use fuda_kernel::{Game, InputError, SeatView};
use fuda_testkit::Subject;
use fuda_testkit::suite::{Sizes, game_as};
use std::sync::Arc;

/// Games between the demo decks: seed `i` pits deck `i` against the next one.
pub struct Digimon(pub Arc<CardDb>, pub Vec<DeckList>);

impl Digimon {
    /// The demo set.
    pub fn new() -> Digimon {
        let (db, decks) = super::invariants::demo();
        Digimon(db, decks)
    }
}

impl Subject for Digimon {
    fn name(&self) -> &'static str {
        "digimon"
    }
    fn start(&self, seed: u64) -> Box<dyn Game> {
        let (i, n) = (seed as usize, self.1.len());
        let state = new_game(self.0.clone(), [&self.1[i % n], &self.1[(i + 1) % n]], seed).expect("legal demo decks");
        Box::new(DigimonGame { state })
    }
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<DigimonState>(saved, self.0.clone())?))
    }
    /// Tokens come from outside the game and leave it (4-18); every other card stays.
    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        let state = &game_as::<DigimonGame>(game).state;
        state.all_cards().iter().filter(|c| !state.def(c).token).map(|c| c.instance.0).collect()
    }
    fn check_views(&self, game: &dyn Game, views: &[SeatView]) -> Result<(), String> {
        super::invariants::views_show_own_hand(game_as(game), views)
    }
}

fuda_testkit::kit_tests!(Digimon::new(), Sizes { playouts: 1000, decisions: 200, determinized: 60, searched: 12 });
