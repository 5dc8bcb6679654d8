//! Every format and seat count through the test kit and the leak oracle: 2, 3, 4 and 6 seats,
//! Rumble and Circle with and without single elimination, Double and Triple Team. Teammates see
//! each other's hands (12.5.6) and opponents never do; the oracle reads who is a teammate from
//! the format's teams and what is hidden from the zone rules (`leak::redeal_standing`), never
//! from the view code. Planted leaks show the oracle finds them in every format, among them a
//! public line naming a card put face down into the energy area.

use super::{demo, leak};
use fuda_kernel::view::{CardView, SeatView};
use fuda_kernel::{Game, InputError, Seat};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::cards::CardDb;
use fuda_rebirth::format::Format;
use fuda_rebirth::setup::{DeckList, new_game};
use fuda_rebirth::state::RebirthState;
use fuda_testkit::Subject;
use fuda_testkit::leak::{Fault, Faulty, Sampling, Secrets};
use fuda_testkit::suite::{Sizes, game_as};
use std::sync::Arc;

/// Games of `format` for `seats` players, the demo decks dealt round the table from the seed.
pub struct Seated {
    db: Arc<CardDb>,
    decks: Vec<DeckList>,
    format: Format,
    seats: usize,
}

impl Seated {
    fn new(format: Format, seats: usize) -> Seated {
        let (db, decks) = demo();
        Seated { db, decks, format, seats }
    }

    /// Whether `a` and `b` are one team by the format: the first half of the seats against the
    /// second in the team formats (12.8.2, 12.9.2), each player alone otherwise.
    fn teammates(&self, a: Seat, b: Seat) -> bool {
        let half = self.seats / 2;
        matches!(self.format, Format::DoubleTeam | Format::TripleTeam) && (a.index() < half) == (b.index() < half)
    }
}

impl Subject for Seated {
    fn name(&self) -> &'static str {
        "rebirth"
    }

    fn start(&self, seed: u64) -> Box<dyn Game> {
        let n = self.decks.len();
        let decks: Vec<&DeckList> = (0..self.seats).map(|k| &self.decks[(seed as usize + k) % n]).collect();
        Box::new(RebirthGame { state: new_game(self.db.clone(), &decks, seed, self.format).expect("legal") })
    }

    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(fuda_kernel::save::load::<RebirthState>(saved, self.db.clone())?))
    }

    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        game_as::<RebirthGame>(game).state.all_cards().iter().map(|c| c.instance.0).collect()
    }

    /// 12.5.6 read from the views alone: a seat sees its own hand and its teammates' card for
    /// card as their owners do; an opponent's hand it sees only as hidden cards and partners.
    fn check_views(&self, _game: &dyn Game, views: &[SeatView]) -> Result<(), String> {
        let hand = |v: &SeatView, seat: Seat| -> Vec<CardView> {
            v.players
                .iter()
                .find(|p| p.seat == seat)
                .and_then(|p| p.zones.iter().find(|z| z.name == "hand"))
                .map_or_else(Vec::new, |z| z.cards.clone())
        };
        // A player who has left has no cards in the game (12.4.2): nobody's view is checked on them.
        let left = |v: &SeatView| {
            v.players.iter().any(|p| p.seat == v.seat && p.values.iter().any(|(k, _)| k == "left the game"))
        };
        for viewer in views.iter().filter(|v| !left(v)) {
            for owner in views.iter().filter(|v| !left(v)) {
                let (seen, own) = (hand(viewer, owner.seat), hand(owner, owner.seat));
                let shown = viewer.seat == owner.seat || self.teammates(viewer.seat, owner.seat);
                if shown && seen != own {
                    return Err(format!(
                        "{} does not see {}'s hand as its owner does (12.5.6)",
                        viewer.seat, owner.seat
                    ));
                }
                if !shown && seen.iter().any(|c| matches!(c, CardView::Known(_))) {
                    return Err(format!("{} sees a card of its opponent {}'s hand", viewer.seat, owner.seat));
                }
            }
        }
        Ok(())
    }
}

impl Secrets for Seated {
    fn at_rest(&self, game: &dyn Game) -> bool {
        leak::at_rest(&self.db, game)
    }

    fn redeal_standing(&self, game: &dyn Game, observer: Seat, seed: u64) -> Box<dyn Game> {
        leak::redeal_standing(&self.db, game, observer, seed)
    }

    fn public_reveal(&self, rule: &str) -> bool {
        leak::public_reveal(rule)
    }

    fn follow_other_seats(&self) -> bool {
        true
    }
}

/// The oracle, its planted leaks, and the kit for one format and seat count.
macro_rules! format_tests {
    ($name:ident, $format:expr, $seats:expr, $games:expr, $playouts:expr) => {
        mod $name {
            use super::*;

            fn subject() -> Seated {
                Seated::new($format, $seats)
            }

            const SAMPLING: Sampling = Sampling { games: $games, every: 9, window: 12 };

            fuda_testkit::leak_tests!(subject(), SAMPLING);

            /// A face-down energy card named in a public line (the fault of issue 25's F19) is
            /// found: the oracle takes the other seats' decisions alike in the twins.
            #[test]
            fn leak_a_log_line_naming_a_card_chosen_from_the_hand_is_found() {
                let subject = subject();
                let faulty = Faulty { subject: &subject, fault: Fault::LogNamesChosenCard };
                let leak = fuda_testkit::leak::run(&faulty, SAMPLING).expect_err("the oracle finds the leak");
                assert!(leak.what.contains("chose"), "the planted line differs: {leak}");
            }

            fuda_testkit::kit_tests!(
                subject(),
                Sizes { playouts: $playouts, decisions: $playouts / 2, determinized: 8, searched: 3 }
            );
        }
    };
}

format_tests!(two_player, Format::TwoPlayer, 2, 8, 40);
format_tests!(rumble_three, Format::Rumble { single_elimination: false }, 3, 6, 30);
format_tests!(rumble_four_elimination, Format::Rumble { single_elimination: true }, 4, 6, 30);
format_tests!(rumble_six, Format::Rumble { single_elimination: false }, 6, 3, 16);
format_tests!(circle_three, Format::Circle { single_elimination: false }, 3, 6, 30);
format_tests!(circle_four_elimination, Format::Circle { single_elimination: true }, 4, 6, 30);
format_tests!(circle_six, Format::Circle { single_elimination: false }, 6, 3, 16);
format_tests!(double_team, Format::DoubleTeam, 4, 6, 30);
format_tests!(triple_team, Format::TripleTeam, 6, 3, 16);
