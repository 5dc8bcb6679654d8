//! Each of the kit's checks can fail: run on Hands (`fake.rs`) as it should be, every check
//! passes; with a fault injected, the check that guards against it fails, with a message
//! naming what went wrong.

mod fake;

use fake::{Fault, Hands};
use fuda_kernel::{Game, InputError};
use fuda_testkit::Subject;
use fuda_testkit::suite::game_as;

/// Hands with a fault.
struct Faulty(Fault);

impl Subject for Faulty {
    fn name(&self) -> &'static str {
        "hands"
    }
    fn start(&self, seed: u64) -> Box<dyn Game> {
        Box::new(Hands::new(seed, self.0))
    }
    fn load(&self, saved: &str) -> Result<Box<dyn Game>, InputError> {
        Ok(Box::new(Hands::load(saved, self.0)?))
    }
    fn physical_cards(&self, game: &dyn Game) -> Vec<u16> {
        game_as::<Hands>(game).zones.iter().flatten().flatten().copied().collect()
    }
}

/// `check` passes on Hands and fails with `fault`, with a message containing `expected`.
fn fails(check: impl Fn(&dyn Subject) -> Result<(), String>, fault: Fault, expected: &str) {
    check(&Faulty(Fault::None)).unwrap_or_else(|e| panic!("without a fault: {e}"));
    let failure = check(&Faulty(fault)).expect_err("the fault is found");
    println!("{fault:?}: {failure}");
    assert!(failure.contains(expected), "{fault:?}: {failure}");
}

const GAMES: u64 = 50;

#[test]
fn a_card_drawn_and_left_on_the_deck_is_in_two_places() {
    fails(|s| fuda_testkit::cards::cards_stay_in_one_place(s, GAMES), Fault::DrawCopies, "in two places");
}

#[test]
fn a_refusal_that_moves_the_turn_on_is_found() {
    let check = |s: &dyn Subject| fuda_testkit::refusals::unoffered_answers_are_refused(s, GAMES);
    fails(check, Fault::RefusalChangesState, "was refused but changed the state");
}

#[test]
fn an_answer_from_the_wrong_seat_taken_is_found() {
    let check = |s: &dyn Subject| fuda_testkit::refusals::other_seats_answers_are_refused(s, GAMES);
    fails(check, Fault::AcceptsAnySeat, "a seat that is not deciding");
}

#[test]
fn a_game_that_never_ends_is_found() {
    let check = |s: &dyn Subject| fuda_testkit::decisions::decisions_are_well_formed(s, GAMES);
    fails(check, Fault::NeverEnds, "did not end within 20000 answers");
}

#[test]
fn two_options_with_one_label_are_found() {
    let check = |s: &dyn Subject| fuda_testkit::decisions::decisions_are_well_formed(s, GAMES);
    fails(check, Fault::SameLabels, "two options read \"Play a card\"");
}

#[test]
fn a_deal_that_reads_more_than_the_seed_does_not_replay() {
    let check = |s: &dyn Subject| fuda_testkit::replay::replays_reproduce_hashes(s, GAMES);
    fails(check, Fault::DealIgnoresSeed, "is not the recorded one");
}

#[test]
fn a_save_that_drops_the_turn_does_not_resume() {
    let check = |s: &dyn Subject| fuda_testkit::save_resume::saved_games_resume(s, GAMES);
    fails(check, Fault::SaveDropsTurn, "the loaded game hashes differently");
}

#[test]
fn a_view_showing_a_hidden_card_is_found_by_determinizing() {
    let check = |s: &dyn Subject| fuda_testkit::determinize::determinized_copies_keep_the_view(s, GAMES);
    fails(check, Fault::ViewShowsOtherHand, "sees the copy dealt for it differently");
}

#[test]
fn a_deal_that_reads_where_hidden_cards_lie_is_found() {
    let check = |s: &dyn Subject| fuda_testkit::determinize::determinized_copies_keep_the_view(s, GAMES);
    fails(check, Fault::DealsByPlace, "the deal reads hidden cards");
}

#[test]
fn a_search_over_a_deal_that_reads_hidden_cards_peeks() {
    let check = |s: &dyn Subject| fuda_testkit::never_peeks::search_never_peeks(s, 40);
    fails(check, Fault::DealsByPlace, "with other hidden cards");
}
