//! Card files of both games: mutated demo card files and random documents through the card
//! reader; text that is not UTF-8 through the file loader, which must name the file.

use fuda_fuzz::mutate::{Mutated, mutated};
use fuda_fuzz::oracle::{Syntax, refusal};
use fuda_fuzz::seeds::{self, GameName};
use fuda_fuzz::{Verdict, values};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

fn read(game: GameName, text: &str) -> Result<Verdict, TestCaseError> {
    let result = match game {
        GameName::Digimon => fuda_digimon::cards::load::parse_cards(text).map(|c| c.len()),
        GameName::NinjaSlayer => fuda_ninjaslayer::cards::load::parse_cards(text).map(|c| c.len()),
    };
    match result {
        Ok(_) => Ok(Verdict::Accepted),
        Err(e) => refusal(text, Syntax::Toml, &e),
    }
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
    let game_of = |m: &Mutated| if m.seed.contains("ninjaslayer") { GameName::NinjaSlayer } else { GameName::Digimon };
    fuda_fuzz::run("cards (mutated)", mutated(seeds.clone(), values::value(), values::line(keys)), |m| {
        match std::str::from_utf8(&m.bytes) {
            Ok(text) => read(game_of(&m), text),
            Err(_) => load_file(game_of(&m), &m.bytes),
        }
    });
}

#[test]
fn random_card_documents() {
    let mut keys = values::keys(&seeds::card_files());
    keys.push("card".into());
    let games = prop_oneof![Just(GameName::Digimon), Just(GameName::NinjaSlayer)];
    fuda_fuzz::run("cards (random)", (games, values::toml_document(keys)), |(game, text)| read(game, &text));
}
