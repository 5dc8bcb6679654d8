//! Inputs the fuzz targets found, kept as they failed: each one failed before its fix.

use crate::play::random_answers;
use fuda_kernel::Game;

/// Found by `answers (digimon)` with `FUDA_FUZZ_SEED=2`: in this game Forge Marshal's
/// `you-have-digimon-named` condition was read while a given name was being read, which read
/// the condition again, until the stack overflowed. Now a 1体's information reads only the
/// effects that change information (15-12).
#[test]
fn a_name_read_inside_a_condition_read_for_a_name_ends() {
    let (db, decks) = fuda_fuzz::seeds::digimon();
    let seed = 10_244_047_574_919_512_923;
    let state = fuda_digimon::setup::new_game(db, [&decks[1], &decks[5]], seed).expect("demo decks are legal");
    let mut game = fuda_digimon::DigimonGame { state };
    random_answers(&mut game, 56, seed).expect("every offered answer is taken");
    assert!(game.option_count() > 0, "the game goes on after the 56th answer");
}

/// Found by `cards (random)` with `FUDA_FUZZ_SEED=1`: the toml crate refuses a table header of
/// 80 keys or more with "recursion limit" and no position, so the error named no line.
#[test]
fn a_table_nested_too_deep_names_its_line() {
    let text =
        format!("[{}]\na = 1\n", ["abilities"; 3].iter().chain(&["a"; 80]).copied().collect::<Vec<_>>().join("."));
    let err = fuda_digimon::cards::load::parse_cards(&text).expect_err("nested too deep");
    assert_eq!(err.location.line, Some(1), "{err}");
}

/// Found by `decks (mutated)` with `FUDA_FUZZ_SEED=1` and 2: a demo deck with a count changed
/// to `18446744073709551615` overflowed the capacity of the list (a panic), and one of
/// `99999999999` asked for more memory than the machine has (an abort).
#[test]
fn a_deck_count_past_any_deck_is_refused_with_its_line() {
    let (db, _) = fuda_fuzz::seeds::digimon();
    let demo = std::fs::read_to_string(fuda_fuzz::seeds::root().join("data/digimon/decks/red-aggro.toml"))
        .expect("the demo deck");
    for count in ["18446744073709551615", "99999999999"] {
        let text = demo.replacen("\"3 FD-001\"", &format!("\"{count} FD-001\""), 1);
        assert_ne!(text, demo, "the demo deck lists 3 FD-001");
        let err = fuda_kernel::deck::parse_deck(&text, |id| db.find(id).is_some()).expect_err("too many cards");
        let line = text.lines().position(|l| l.contains(count)).expect("the count's line") + 1;
        assert_eq!(err.location.line, Some(line), "{err}");
    }
}

/// Found by `replays (mutated)` with `FUDA_FUZZ_SEED=21`: a line added after a replay's object
/// was ignored, and the replay read.
#[test]
fn text_after_a_replay_is_refused_with_its_line() {
    let replay = std::fs::read_to_string(fuda_fuzz::seeds::root().join("fuzz/seeds/digimon-replay.json"))
        .expect("the recorded replay");
    assert!(fuda_kernel::replay::Replay::parse(&replay).is_ok(), "the replay reads as recorded");
    let text = format!("{}\n0 = -1\n", replay.trim_end());
    let err = fuda_kernel::replay::Replay::parse(&text).expect_err("text after the object");
    assert_eq!(err.location.line, Some(text.lines().count()), "{err}");
}

/// Found by `cards (mutated)` with `FUDA_FUZZ_SEED=201` in the long run: a Ninja Slayer
/// character with a Kousaku of 2147483647 read, and its first ikusa on a player put that many
/// damage checks into the Kotodama space (1003.2) until the machine ran out of memory. Printed
/// Karate, durability and Kousaku now go from 0 to 99.
#[test]
fn a_kousaku_past_any_card_is_refused_with_its_line() {
    let demo = std::fs::read_to_string(fuda_fuzz::seeds::root().join("data/ninjaslayer/cards/characters.toml"))
        .expect("the demo cards");
    for (stat, value) in [("kousaku", "2147483647"), ("karate", "100"), ("durability", "2147483647")] {
        let text = demo.replacen(&format!("{stat} = "), &format!("{stat} = {value} #"), 1);
        let err = fuda_ninjaslayer::cards::load::parse_cards(&text).expect_err("too much");
        // The error names the card's line: the last `id` before the changed line.
        let changed = text.lines().position(|l| l.contains(value)).expect("the changed line");
        let card = text.lines().take(changed).collect::<Vec<_>>().iter().rposition(|l| l.starts_with("id = "));
        assert_eq!(err.location.line, card.map(|l| l + 1), "{err}");
        assert!(err.to_string().contains("expected 0 to 99") && err.to_string().contains(stat), "{err}");
    }
}
