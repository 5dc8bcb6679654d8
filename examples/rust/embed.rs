//! Embedding fuda as a library, without the protocol: find a game in the registry, start it
//! from its demo decks, play it to the end at random through the common `Game` trait, saving and
//! loading it halfway, and print the result.
//!
//! `cargo run --release -p fuda-games --example embed -- [GAME] [SEED]`

use fuda_games::{DataSource, load_saved};
use fuda_kernel::GameRng;

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let name = args.next().unwrap_or_else(|| "digimon".to_string());
    let seed: u64 = args.next().map_or(Ok(1), |s| s.parse())?;
    let data = DataSource::built_in();
    let entry = fuda_games::find(&name)?;
    let catalog = entry.cards(&data)?.catalog(&data, None)?;
    let seats = *entry.seats().start();
    let decks: Vec<_> = catalog.decks().iter().cycle().take(seats).collect();
    let mut game = catalog.start(&decks, seed)?;
    let mut rng = GameRng::new(seed);
    let mut answers = 0;
    while let Some(seat) = game.decider() {
        if answers == 20 {
            // Halfway through the opening: the game saved and read back plays on the same.
            game = load_saved(&data, &game.save())?;
        }
        game.answer(seat, rng.below(game.option_count()))?;
        answers += 1;
    }
    let result = game.outcome().map_or("no result".to_string(), |o| o.to_string());
    println!("{}: {answers} answers, turn {}, {result}", entry.title(), game.turn());
    Ok(())
}
