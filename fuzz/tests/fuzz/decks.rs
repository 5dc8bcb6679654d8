//! Deck files of both games: mutated demo decks read against the demo cards; a deck that reads
//! goes through the game's deck check and, when legal, starts a game that plays a few answers.

use crate::play::random_answers;
use fuda_fuzz::mutate::mutated;
use fuda_fuzz::oracle::{Syntax, message, refusal};
use fuda_fuzz::seeds::{self, GameName};
use fuda_fuzz::{Verdict, values};
use fuda_kernel::deck::DeckList;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

#[test]
fn mutated_deck_files() {
    let seeds = seeds::deck_files();
    let keys = values::keys(&seeds);
    let (digimon, digimon_decks) = seeds::digimon();
    let (ninjaslayer, ninjaslayer_decks) = seeds::ninjaslayer();
    let strategy = (mutated(seeds.clone(), values::value(), values::line(keys)), any::<u64>());
    fuda_fuzz::run("decks (mutated)", strategy, |(m, seed)| {
        let text = String::from_utf8_lossy(&m.bytes);
        let game = seeds::game_of(&m.seed);
        let read = match game {
            GameName::Digimon => fuda_kernel::deck::parse_deck(&text, |id| digimon.find(id).is_some()),
            GameName::NinjaSlayer => fuda_kernel::deck::parse_deck(&text, |id| ninjaslayer.find(id).is_some()),
        };
        let deck = match read {
            Ok(deck) => deck,
            Err(e) => return refusal(&text, Syntax::Toml, &e),
        };
        match game {
            GameName::Digimon => start_digimon(&digimon, [&deck, &digimon_decks[0]], seed, 40),
            GameName::NinjaSlayer => start_ninjaslayer(&ninjaslayer, [&deck, &ninjaslayer_decks[0]], seed, 40),
        }
    });
}

/// Starts a Digimon game with `decks` (refused with a message when a deck is illegal) and plays
/// up to `answers` random answers.
pub fn start_digimon(
    db: &std::sync::Arc<fuda_digimon::cards::CardDb>,
    decks: [&DeckList; 2],
    seed: u64,
    answers: usize,
) -> Result<Verdict, TestCaseError> {
    match fuda_digimon::setup::new_game(db.clone(), decks, seed) {
        Ok(state) => {
            random_answers(&mut fuda_digimon::DigimonGame { state }, answers, seed).map(|()| Verdict::Accepted)
        }
        Err(e) => message(&e),
    }
}

/// Starts a Ninja Slayer game with `decks` in the format they call for and plays up to `answers`
/// random answers.
pub fn start_ninjaslayer(
    db: &std::sync::Arc<fuda_ninjaslayer::cards::CardDb>,
    decks: [&DeckList; 2],
    seed: u64,
    answers: usize,
) -> Result<Verdict, TestCaseError> {
    use fuda_ninjaslayer::setup::{Format, new_game};
    match new_game(db.clone(), decks, seed, Format::of(decks)) {
        Ok(state) => {
            random_answers(&mut fuda_ninjaslayer::NinjaSlayerGame { state }, answers, seed).map(|()| Verdict::Accepted)
        }
        Err(e) => message(&e),
    }
}
