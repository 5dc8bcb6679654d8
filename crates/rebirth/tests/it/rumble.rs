//! The kit's checks on section 12 games: a 4-player Rumble with single elimination and a
//! 3-player Circle between the demo decks, played by random agents to their end (players leave,
//! the turn order skips them, the format decides the winners).

use super::demo;
use fuda_kernel::{Game, InputError};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::cards::CardDb;
use fuda_rebirth::format::Format;
use fuda_rebirth::setup::{DeckList, new_game};
use fuda_rebirth::state::RebirthState;
use fuda_testkit::Subject;
use fuda_testkit::suite::{Sizes, game_as};
use std::sync::Arc;

/// Games of `format` for `seats` players, the demo decks dealt round the table.
pub struct Multi(Arc<CardDb>, Vec<DeckList>, Format, usize);

impl Subject for Multi {
    fn name(&self) -> &'static str {
        "rebirth"
    }
    fn start(&self, seed: u64) -> Box<dyn Game> {
        let n = self.1.len();
        let decks: Vec<&DeckList> = (0..self.3).map(|k| &self.1[(seed as usize + k) % n]).collect();
        Box::new(RebirthGame { state: new_game(self.0.clone(), &decks, seed, self.2).expect("legal") })
    }
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<RebirthState>(saved, self.0.clone())?))
    }
    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        game_as::<RebirthGame>(game).state.all_cards().iter().map(|c| c.instance.0).collect()
    }
}

mod rumble_four {
    use super::*;

    fn subject() -> Multi {
        let (db, decks) = demo();
        Multi(db, decks, Format::Rumble { single_elimination: true }, 4)
    }

    fuda_testkit::kit_tests!(subject(), Sizes { playouts: 60, decisions: 30, determinized: 12, searched: 4 });
}

mod circle_three {
    use super::*;

    fn subject() -> Multi {
        let (db, decks) = demo();
        Multi(db, decks, Format::Circle { single_elimination: false }, 3)
    }

    fuda_testkit::kit_tests!(subject(), Sizes { playouts: 60, decisions: 30, determinized: 12, searched: 4 });
}

mod double_team {
    use super::*;

    fn subject() -> Multi {
        let (db, decks) = demo();
        Multi(db, decks, Format::DoubleTeam, 4)
    }

    fuda_testkit::kit_tests!(subject(), Sizes { playouts: 60, decisions: 30, determinized: 12, searched: 4 });
}

mod triple_team {
    use super::*;

    fn subject() -> Multi {
        let (db, decks) = demo();
        Multi(db, decks, Format::TripleTeam, 6)
    }

    fuda_testkit::kit_tests!(subject(), Sizes { playouts: 40, decisions: 20, determinized: 8, searched: 3 });
}
