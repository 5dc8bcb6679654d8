//! Replay files: mutated recordings and random JSON documents through the replay reader; one
//! that reads is re-played the way `fuda replay` does it: its decks start a game (or are refused
//! with a message), and its answers are given while they are offered.

use crate::decks::{start_digimon, start_ninjaslayer};
use fuda_fuzz::mutate::mutated;
use fuda_fuzz::oracle::{Syntax, message, refusal};
use fuda_fuzz::seeds;
use fuda_fuzz::{Verdict, values};
use fuda_kernel::Game;
use fuda_kernel::deck::DeckList;
use fuda_kernel::replay::Replay;
use proptest::test_runner::TestCaseError;

struct Demo {
    digimon: std::sync::Arc<fuda_digimon::cards::CardDb>,
    ninjaslayer: std::sync::Arc<fuda_ninjaslayer::cards::CardDb>,
}

impl Demo {
    fn load() -> Demo {
        Demo { digimon: seeds::digimon().0, ninjaslayer: seeds::ninjaslayer().0 }
    }

    fn replay(&self, text: &str) -> Result<Verdict, TestCaseError> {
        let replay = match Replay::parse(text) {
            Ok(replay) => replay,
            Err(e) => return refusal(text, Syntax::Json, &e),
        };
        if replay.decks.len() != 2 {
            return Ok(Verdict::Refused);
        }
        let decks: Vec<DeckList> =
            replay.decks.iter().map(|cards| DeckList { name: "deck".into(), cards: cards.clone() }).collect();
        let decks = [&decks[0], &decks[1]];
        let game: Option<Box<dyn Game>> = match replay.game.as_str() {
            "digimon" => match fuda_digimon::setup::new_game(self.digimon.clone(), decks, replay.seed) {
                Ok(state) => Some(Box::new(fuda_digimon::DigimonGame { state })),
                Err(e) => return message(&e),
            },
            "ninjaslayer" => {
                use fuda_ninjaslayer::setup::{Format, new_game};
                match new_game(self.ninjaslayer.clone(), decks, replay.seed, Format::of(decks)) {
                    Ok(state) => Some(Box::new(fuda_ninjaslayer::NinjaSlayerGame { state })),
                    Err(e) => return message(&e),
                }
            }
            _ => None,
        };
        // `fuda replay` refuses a game it does not know.
        let Some(mut game) = game else { return Ok(Verdict::Refused) };
        for &answer in &replay.answers {
            let Some(seat) = game.decider().filter(|_| answer < game.option_count()) else {
                break;
            };
            game.answer(seat, answer)
                .map_err(|e| TestCaseError::fail(format!("offered option {answer} refused: {e}")))?;
        }
        Ok(Verdict::Accepted)
    }
}

#[test]
fn mutated_replays() {
    let seeds = seeds::replay_files();
    let keys = values::keys(&seeds);
    let demo = Demo::load();
    fuda_fuzz::run("replays (mutated)", mutated(seeds.clone(), values::value(), values::line(keys)), |m| {
        demo.replay(&String::from_utf8_lossy(&m.bytes))
    });
}

#[test]
fn random_replay_documents() {
    let keys = values::keys(&seeds::replay_files());
    let demo = Demo::load();
    fuda_fuzz::run("replays (random)", values::json_document(keys), |text| demo.replay(&text));
}

#[test]
fn replayed_decks_start_games_or_are_refused() {
    // The decks of a replay are lists of ids with no deck file around them: random lists of real
    // and unknown ids must start a game or be refused, in both games.
    let demo = Demo::load();
    let ids = |db_ids: Vec<String>| {
        let mut ids = db_ids;
        ids.extend(["", "NOPE", "FD-001 ", "日本"].map(String::from));
        proptest::collection::vec(proptest::sample::select(ids), 0..70)
    };
    let digimon_ids: Vec<String> = seeds::digimon().1.into_iter().flat_map(|d| d.cards).collect();
    let ninjaslayer_ids: Vec<String> = seeds::ninjaslayer().1.into_iter().flat_map(|d| d.cards).collect();
    let strategy = (ids(digimon_ids), ids(ninjaslayer_ids), proptest::prelude::any::<u64>());
    fuda_fuzz::run("replays (random decks)", strategy, |(d, n, seed)| {
        let deck = |cards: Vec<String>| DeckList { name: "deck".into(), cards };
        let (d, n) = (deck(d), deck(n));
        start_digimon(&demo.digimon, [&d, &d], seed, 40)?;
        start_ninjaslayer(&demo.ninjaslayer, [&n, &n], seed, 40)
    });
}

#[test]
fn replays_with_random_fields() {
    // Random documents seldom have every field a replay needs: these have them all, with random
    // values, so that the reader accepts them and the game starts (or refuses the decks).
    use proptest::prelude::*;
    let demo = Demo::load();
    let lists: Vec<Vec<String>> =
        seeds::digimon().1.into_iter().chain(seeds::ninjaslayer().1).map(|d| d.cards).collect();
    let mut ids: Vec<String> = lists.iter().flatten().cloned().collect();
    ids.dedup();
    ids.extend(["", "NOPE"].map(String::from));
    // A demo deck, most of the time, so that games start.
    let random = proptest::collection::vec(proptest::sample::select(ids), 0..60);
    let deck = prop_oneof![3 => proptest::sample::select(lists), 1 => random];
    let game = prop_oneof![Just("digimon".to_string()), Just("ninjaslayer".to_string()), "[a-z]{0,8}"];
    let answer = prop_oneof![4 => 0..12usize, 1 => any::<usize>()];
    let moves = proptest::collection::vec((answer, "[0-9a-f]{16}"), 0..300);
    let decks =
        prop_oneof![4 => proptest::collection::vec(deck.clone(), 2..=2), 1 => proptest::collection::vec(deck, 0..4)];
    let text = || proptest::option::of("[ -~]{0,20}");
    let date = proptest::option::of(prop_oneof!["20[0-9]{2}-[01][0-9]-[0-3][0-9]", "[ -~]{0,12}"]);
    let format = proptest::option::of(prop_oneof![
        Just("constructed".to_string()),
        Just("blitz-sealed".to_string()),
        "[a-z-]{0,12}"
    ]);
    let added = proptest::collection::vec("[ -~]{0,20}", 0..3);
    let strategy = (game, any::<u64>(), decks, moves, text(), (date, text(), added, format));
    fuda_fuzz::run(
        "replays (random fields)",
        strategy,
        |(game, seed, decks, moves, outcome, (event_date, card_set, added_cards, format))| {
            let (answers, hashes) = moves.into_iter().unzip();
            let replay = Replay {
                engine: "0.1.0".into(),
                game,
                cards_hash: Replay::hash_text(seed),
                seed,
                decks,
                answers,
                hashes,
                outcome,
                event_date,
                card_set,
                added_cards,
                format,
            };
            demo.replay(&replay.to_json())
        },
    );
}
