//! Card files of both games: mutated demo card files and random documents through the card
//! reader; text that is not UTF-8 through the file loader, which must name the file. The cards
//! of a file that reads are rendered and played in a demo game.

use crate::decks::{start_digimon, start_ninjaslayer};
use fuda_fuzz::mutate::mutated;
use fuda_fuzz::oracle::{Syntax, refusal};
use fuda_fuzz::seeds::{self, GameName};
use fuda_fuzz::{Verdict, values};
use fuda_kernel::deck::DeckList;
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use std::sync::Arc;

/// The demo sets, into which the cards of a file that reads are loaded to play with.
struct Demo {
    digimon: (fuda_digimon::cards::CardDb, Vec<DeckList>),
    ninjaslayer: (fuda_ninjaslayer::cards::CardDb, Vec<DeckList>),
}

impl Demo {
    fn load() -> Demo {
        let (d, d_decks) = seeds::digimon();
        let (n, n_decks) = seeds::ninjaslayer();
        Demo { digimon: ((*d).clone(), d_decks), ninjaslayer: ((*n).clone(), n_decks) }
    }

    /// Reads a card file; when it reads, renders every card as `fuda cards show` does, puts them
    /// in the demo set in place of the cards with their ids, and plays a demo game with them.
    fn read(&self, game: GameName, text: &str, seed: u64) -> Result<Verdict, TestCaseError> {
        match game {
            GameName::Digimon => match fuda_digimon::cards::load::parse_cards(text) {
                Ok(cards) => {
                    let (mut db, decks) = self.digimon.clone();
                    for card in cards {
                        fuda_digimon::cards::render::card_text(&card);
                        db.insert(card);
                    }
                    let decks = pick(&decks, seed);
                    start_digimon(&Arc::new(db), decks, seed, 400).map(|_| Verdict::Accepted)
                }
                Err(e) => refusal(text, Syntax::Toml, &e),
            },
            GameName::NinjaSlayer => match fuda_ninjaslayer::cards::load::parse_cards(text) {
                Ok(cards) => {
                    let (mut db, decks) = self.ninjaslayer.clone();
                    for card in cards {
                        fuda_ninjaslayer::cards::render::card_text(&card);
                        db.insert(card);
                    }
                    let decks = pick(&decks, seed);
                    start_ninjaslayer(&Arc::new(db), decks, seed, 400).map(|_| Verdict::Accepted)
                }
                Err(e) => refusal(text, Syntax::Toml, &e),
            },
        }
    }
}

/// Two demo decks chosen by `seed`.
fn pick(decks: &[DeckList], seed: u64) -> [&DeckList; 2] {
    let n = decks.len() as u64;
    [&decks[(seed % n) as usize], &decks[(seed / n % n) as usize]]
}

/// Bytes that are not UTF-8 reach the reader only through a file; the loader refuses the file
/// by name.
fn load_file(game: GameName, bytes: &[u8]) -> Result<Verdict, TestCaseError> {
    let dir = std::env::temp_dir().join(format!("fuda-fuzz-cards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temp folder");
    let file = dir.join("cards.toml");
    std::fs::write(&file, bytes).expect("a temp file");
    let shown = match game {
        GameName::Digimon => {
            let mut db = fuda_digimon::cards::CardDb::default();
            fuda_digimon::cards::load::load_cards(&file, &mut db).err().map(|e| e.to_string())
        }
        GameName::NinjaSlayer => {
            let mut db = fuda_ninjaslayer::cards::CardDb::default();
            fuda_ninjaslayer::cards::load::load_cards(&file, &mut db).err().map(|e| e.to_string())
        }
    };
    let shown = shown.ok_or_else(|| TestCaseError::fail("a file that is not UTF-8 was accepted"))?;
    prop_assert!(shown.contains("cards.toml"), "the error names the file: {shown}");
    Ok(Verdict::Refused)
}

#[test]
fn mutated_card_files() {
    let seeds = seeds::card_files();
    let keys = values::keys(&seeds);
    let demo = Demo::load();
    let strategy = (mutated(seeds.clone(), values::value(), values::line(keys)), any::<u64>());
    fuda_fuzz::run("cards (mutated)", strategy, |(m, seed)| match std::str::from_utf8(&m.bytes) {
        Ok(text) => demo.read(seeds::game_of(&m.seed), text, seed),
        Err(_) => load_file(seeds::game_of(&m.seed), &m.bytes),
    });
}

#[test]
fn random_card_documents() {
    let mut keys = values::keys(&seeds::card_files());
    keys.push("card".into());
    let games = prop_oneof![Just(GameName::Digimon), Just(GameName::NinjaSlayer)];
    let demo = Demo::load();
    let strategy = (games, values::toml_document(keys), any::<u64>());
    fuda_fuzz::run("cards (random)", strategy, |(game, text, seed)| demo.read(game, &text, seed));
}
