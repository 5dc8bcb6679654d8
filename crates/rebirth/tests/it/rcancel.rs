//! Counter processing (9.7.3) over random games with the Counterplay deck, in every format:
//! a counter decision is asked only while a counter process is under way, of a player still in
//! the game who may present against what it answers (12.6.5, 12.7.5); cancels are presented and
//! processed; every game ends. And the card-file errors of キャンセルする and 取り消す.

use super::demo;
use fuda_kernel::{Game, GameRng};
use fuda_rebirth::RebirthGame;
use fuda_rebirth::cards::load::parse_cards;
use fuda_rebirth::format::Format;
use fuda_rebirth::setup::new_game;
use fuda_rebirth::state::counter::{Answer, Presentation};
use fuda_rebirth::state::{Choice, DecisionKind};

/// Plays one random game of `seats` Counterplay decks; the cancels presented.
fn play(format: Format, seats: usize, seed: u64) -> usize {
    let (db, decks) = demo();
    let deck = decks.iter().find(|d| d.name == "Counterplay").expect("the Counterplay deck");
    let picked = vec![deck; seats];
    let mut game = RebirthGame { state: new_game(db, &picked, seed, format).expect("a legal deck") };
    let mut rng = GameRng::new(seed ^ 0xca9c);
    let mut presented = 0;
    for answered in 0..40_000 {
        let Some(seat) = game.decider() else { return presented };
        let d = game.state.decision.clone().expect("a pending decision");
        if d.kind == DecisionKind::Counter {
            let c =
                game.state.counter.as_ref().unwrap_or_else(|| panic!("seed {seed}: a counter decision, no process"));
            assert!(!game.state.player(seat).left, "seed {seed}: {seat} left but is asked to present");
            for option in &d.options {
                let Choice::Present(Presentation { answers, .. }) = option else { continue };
                let master = match answers {
                    Answer::Play => c.played.master(),
                    Answer::Cancel(i) => c.presented[usize::from(*i)].master,
                };
                if let Format::Circle { .. } = format {
                    let near = game.state.table().opponents(master);
                    assert!(
                        near.contains(&seat),
                        "seed {seed}: {seat} may answer {master} only as a neighbour (12.7.5)"
                    );
                }
            }
        }
        let n = game.option_count();
        let pick = if n <= 1 { 0 } else { rng.below(n) };
        if d.kind == DecisionKind::Counter && matches!(d.options[pick], Choice::Present(_)) {
            presented += 1;
        }
        game.answer(seat, pick).expect("an offered answer");
        assert!(answered < 39_999, "seed {seed}: {} with {seats} seats did not end", format.name());
    }
    presented
}

#[test]
fn counter_processing_in_random_games_of_every_format() {
    let mut presented = 0;
    for (format, seats) in [
        (Format::TwoPlayer, 2),
        (Format::Rumble { single_elimination: false }, 4),
        (Format::Circle { single_elimination: false }, 5),
        (Format::DoubleTeam, 4),
        (Format::TripleTeam, 6),
    ] {
        for seed in 0..8 {
            presented += play(format, seats, seed);
        }
    }
    assert!(presented > 0, "random games present cancels");
}

#[test]
fn cancel_and_negate_errors_name_the_field() {
    let head =
        "[[card]]\nid = \"X-1\"\nname = \"Probe\"\ntype = \"character\"\ncost = 0\natk = 1\ndef = 1\nwork = \"W\"\n";
    let cases = [
        (
            "kind = \"activated\"\neffect = [{ cancel = \"target\" }]",
            "ability[0].effect[0].cancel",
            "only a cancel ability",
        ),
        (
            "kind = \"cancel\"\ntarget = \"card\"\neffect = [{ cancel = \"target\" }]",
            "ability[0].effect[0].cancel",
            "use negate",
        ),
        (
            "kind = \"cancel\"\ntarget = \"cancel\"\neffect = [{ cancel = \"target\" }]",
            "ability[0].effect[0].cancel",
            "use negate",
        ),
        (
            "kind = \"cancel\"\ntarget = \"auto\"\neffect = [{ negate = \"it\" }]",
            "ability[0].effect[0].negate",
            "expected \"target\"",
        ),
        (
            "kind = \"cancel\"\ntarget = \"auto\"\ncost = [{ negate = \"target\" }]\neffect = [{ draw = 1 }]",
            "ability[0].cost[0]",
            "a cost cannot",
        ),
        (
            "kind = \"cancel\"\ntarget = \"auto\"\neffect = [{ delayed = { trigger = { event = \"appear\" }, effect = [{ negate = \"target\" }] } }]",
            "ability[0].effect[0].delayed.effect[0].negate",
            "a delayed effect",
        ),
    ];
    for (ability, field, message) in cases {
        let text = format!("{head}[[card.ability]]\n{ability}\n");
        let err = parse_cards(&text).expect_err(ability);
        assert_eq!(err.location.field.as_deref(), Some(field), "{ability}: {err}");
        assert!(err.message.contains(message), "{ability}: {}", err.message);
    }
    let ok = format!(
        "{head}[[card.ability]]\nkind = \"cancel\"\ntarget = \"activated\"\neffect = [{{ cancel = \"target\" }}]\n"
    );
    parse_cards(&ok).expect("キャンセルする answers an activated ability");
}
