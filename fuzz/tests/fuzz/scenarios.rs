//! Scenario files of both games: mutated scenarios and random documents, dispatched on their
//! `game` the way `fuda scenario` does. One that parses is built and its steps run through the
//! engine; a failed expectation is a report, not an error, and neither may panic.

use fuda_fuzz::mutate::mutated;
use fuda_fuzz::oracle::{Syntax, message, refusal};
use fuda_fuzz::seeds;
use fuda_fuzz::{Verdict, values};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

struct Demo {
    digimon: fuda_digimon::cards::CardDb,
    ninjaslayer: fuda_ninjaslayer::cards::CardDb,
}

impl Demo {
    fn load() -> Demo {
        Demo { digimon: (*seeds::digimon().0).clone(), ninjaslayer: (*seeds::ninjaslayer().0).clone() }
    }

    fn run(&self, text: &str) -> Result<Verdict, TestCaseError> {
        let game = text.parse::<toml::Table>().ok().and_then(|t| t.get("game")?.as_str().map(str::to_string));
        match game.as_deref() {
            Some("digimon") => match fuda_digimon::scenario::run(text, &self.digimon) {
                Ok(_) => Ok(Verdict::Accepted),
                Err(fuda_digimon::DigimonError::Input(e)) => refusal(text, Syntax::Toml, &e),
                Err(other) => message(&other),
            },
            Some("ninjaslayer") => match fuda_ninjaslayer::scenario::run(text, &self.ninjaslayer) {
                Ok(_) => Ok(Verdict::Accepted),
                Err(fuda_ninjaslayer::NsError::Input(e)) => refusal(text, Syntax::Toml, &e),
                Err(other) => message(&other),
            },
            // `fuda scenario` refuses an unknown game before any reader sees the file.
            _ => Ok(Verdict::Refused),
        }
    }
}

#[test]
fn mutated_scenario_files() {
    let seeds = seeds::scenario_files();
    let keys = values::keys(&seeds);
    let demo = Demo::load();
    fuda_fuzz::run("scenarios (mutated)", mutated(seeds.clone(), values::value(), values::line(keys)), |m| {
        demo.run(&String::from_utf8_lossy(&m.bytes))
    });
}

#[test]
fn random_scenario_documents() {
    let keys = values::keys(&seeds::scenario_files());
    let demo = Demo::load();
    let games = prop_oneof![Just("digimon"), Just("ninjaslayer")];
    fuda_fuzz::run("scenarios (random)", (games, values::toml_document(keys)), |(game, body)| {
        demo.run(&format!("game = \"{game}\"\ntitle = \"fuzz\"\n{body}"))
    });
}
