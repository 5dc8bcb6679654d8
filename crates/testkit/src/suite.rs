//! The whole kit for one game in a few lines: [`kit_tests!`](crate::kit_tests) writes one
//! `#[test]` per check, each running it on the game's [`Subject`] with the numbers of games
//! [`Sizes`] gives, and failing with the check's message.

use crate::Subject;
use fuda_kernel::Game;

/// How many games each check plays.
#[derive(Clone, Copy, Debug)]
pub struct Sizes {
    /// Seeded playouts for the checks that follow whole games: cards, refusals, replay, save and
    /// resume. `FUDA_PLAYOUTS` overrides it (`FUDA_PLAYOUTS=10000` for the long run).
    pub playouts: u64,
    /// Playouts whose every decision is checked for its form and labels.
    pub decisions: u64,
    /// Games from a position of which determinized copies are checked, for every seat.
    pub determinized: u64,
    /// Decisions at which the search is run on the game and on a determinized copy.
    pub searched: usize,
}

impl Sizes {
    /// [`Sizes::playouts`], or `FUDA_PLAYOUTS` when set.
    pub fn playouts(&self) -> u64 {
        std::env::var("FUDA_PLAYOUTS").ok().and_then(|v| v.parse().ok()).unwrap_or(self.playouts)
    }
}

/// The game behind `game`, for a [`Subject`] whose game is a `G`.
///
/// # Panics
/// When `game` is not a `G`: a subject is given only the games it started or loaded.
pub fn game_as<G: Game>(game: &dyn Game) -> &G {
    let any: &dyn std::any::Any = game;
    any.downcast_ref().expect("a subject is given only games of its own")
}

/// Runs `check` on `subject`, panicking with its failure, named after the game.
pub fn run(subject: &dyn Subject, check: impl FnOnce(&dyn Subject) -> Result<(), String>) {
    if let Err(failure) = check(subject) {
        panic!("{}: {failure}", subject.name());
    }
}

/// One `#[test]` for each check of the kit, run on the subject `$subject` (an expression, built
/// again by each test) with the [`Sizes`] `$sizes`:
///
/// ```ignore
/// fuda_testkit::kit_tests!(Digimon::demo(), Sizes { playouts: 1000, decisions: 200, determinized: 60, searched: 12 });
/// ```
#[macro_export]
macro_rules! kit_tests {
    ($subject:expr, $sizes:expr) => {
        fn kit_sizes() -> $crate::suite::Sizes {
            $sizes
        }

        #[test]
        fn kit_cards_stay_in_one_place() {
            $crate::suite::run(&$subject, |s| $crate::cards::cards_stay_in_one_place(s, kit_sizes().playouts()));
        }

        #[test]
        fn kit_unoffered_answers_are_refused() {
            $crate::suite::run(&$subject, |s| {
                $crate::refusals::unoffered_answers_are_refused(s, kit_sizes().playouts())
            });
        }

        #[test]
        fn kit_other_seats_answers_are_refused() {
            $crate::suite::run(&$subject, |s| {
                $crate::refusals::other_seats_answers_are_refused(s, kit_sizes().playouts())
            });
        }

        #[test]
        fn kit_replays_reproduce_hashes() {
            $crate::suite::run(&$subject, |s| $crate::replay::replays_reproduce_hashes(s, kit_sizes().playouts()));
        }

        #[test]
        fn kit_saved_games_resume() {
            $crate::suite::run(&$subject, |s| $crate::save_resume::saved_games_resume(s, kit_sizes().playouts()));
        }

        #[test]
        fn kit_decisions_are_well_formed() {
            $crate::suite::run(&$subject, |s| $crate::decisions::decisions_are_well_formed(s, kit_sizes().decisions));
        }

        #[test]
        fn kit_determinized_copies_keep_the_view() {
            $crate::suite::run(&$subject, |s| {
                $crate::determinize::determinized_copies_keep_the_view(s, kit_sizes().determinized)
            });
        }

        #[test]
        fn kit_search_never_peeks() {
            $crate::suite::run(&$subject, |s| $crate::never_peeks::search_never_peeks(s, kit_sizes().searched));
        }
    };
}
