//! `fuda sealed`: opens Blitz Sealed packs and prints the deck as a deck file, ready for
//! `fuda play --deck` and `fuda sim --deck`.

use anyhow::{Result, bail};
use fuda_games::DataSource;
use std::process::ExitCode;

/// Opens five packs for `seed` and prints them and the deck list.
pub fn run(data: &DataSource, game: &str, seed: u64) -> Result<ExitCode> {
    fuda_games::find(game)?;
    if game != "ninjaslayer" {
        bail!("{game} has no sealed format here: expected ninjaslayer");
    }
    let db = fuda_games::ninjaslayer::printed_cards(data)?;
    let Some(packs) = fuda_ninjaslayer::sealed::open_packs(&db, seed) else {
        bail!("the demo set lacks a rarity needed for packs")
    };
    let spread: Vec<String> =
        fuda_ninjaslayer::sealed::SPREAD.iter().map(|(r, n)| format!("{n} {r:?}").to_lowercase()).collect();
    outln!("# Blitz Sealed (402.3), seed {seed}: {} packs of {}", packs.len(), spread.join(", "));
    for (i, pack) in packs.iter().enumerate() {
        let names: Vec<String> = pack.iter().map(|c| db.get(*c).full_name()).collect();
        outln!("# pack {}: {}", i + 1, names.join(", "));
    }
    let Some(deck) = fuda_ninjaslayer::sealed::sealed_deck(&db, seed) else { bail!("no packs") };
    let problems = fuda_ninjaslayer::setup::deck_problems(&db, &deck, fuda_ninjaslayer::setup::Format::BlitzSealed);
    if !problems.is_empty() {
        bail!("the sealed deck is not legal: {problems:?}");
    }
    outln!("name = {:?}", deck.name);
    outln!("cards = [");
    let mut counts: Vec<(String, usize)> = Vec::new();
    for id in &deck.cards {
        match counts.iter_mut().find(|(c, _)| c == id) {
            Some(e) => e.1 += 1,
            None => counts.push((id.clone(), 1)),
        }
    }
    counts.sort();
    for (id, n) in counts {
        let name = db.find(&id).map(|i| db.get(i).full_name()).unwrap_or_default();
        outln!("    \"{n} {id}\", # {name}");
    }
    outln!("]");
    Ok(ExitCode::SUCCESS)
}
