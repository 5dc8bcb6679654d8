//! Answers typed on stdin, in both games: lines of random bytes (not always UTF-8), numbers,
//! labels, `~substrings` and "concede" are read by the kernel's `Decision::read_answer`, which
//! `fuda play` uses, at random points of demo games. An option it picks is one offered and the
//! engine takes it; an index not offered is refused with the state hash unchanged.

use crate::play::random_answers;
use fuda_fuzz::{Verdict, seeds};
use fuda_kernel::error::AnswerError;
use fuda_kernel::{Decision, Game, Outcome, TypedAnswer};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::TestCaseError;

/// What a typed line is made of.
#[derive(Clone, Debug)]
enum Line {
    Bytes(Vec<u8>),
    Number(usize, &'static str),
    Label(Index, &'static str),
    Substring(Index, Index, Index),
    Concede(&'static str),
}

fn line() -> impl Strategy<Value = Line> {
    let pad = proptest::sample::select(&["", " ", "\t", "\r", "\n", "\r\n", "  \u{3000}"][..]);
    prop_oneof![
        3 => vec(any::<u8>(), 0..40).prop_map(Line::Bytes),
        2 => (prop_oneof![0..40usize, any::<usize>()], pad.clone()).prop_map(|(n, p)| Line::Number(n, p)),
        2 => (any::<Index>(), pad.clone()).prop_map(|(i, p)| Line::Label(i, p)),
        1 => (any::<Index>(), any::<Index>(), any::<Index>()).prop_map(|(i, a, b)| Line::Substring(i, a, b)),
        1 => pad.prop_map(Line::Concede),
    ]
}

fn typed(line: &Line, d: &Decision) -> Vec<u8> {
    match line {
        Line::Bytes(b) => b.clone(),
        Line::Number(n, pad) => format!("{pad}{n}{pad}").into_bytes(),
        Line::Label(i, pad) => format!("{pad}{}{pad}", d.options[i.index(d.options.len())]).into_bytes(),
        Line::Substring(i, a, b) => {
            let chars: Vec<char> = d.options[i.index(d.options.len())].chars().collect();
            let (a, b) = (a.index(chars.len() + 1), b.index(chars.len() + 1));
            format!("~{}", chars[a.min(b)..a.max(b)].iter().collect::<String>()).into_bytes()
        }
        Line::Concede(pad) => format!("concede{pad}").into_bytes(),
    }
}

/// Whether `options[index]` is what `text` asks for, by number or label.
fn names(text: &str, index: usize, options: &[String]) -> bool {
    text.parse::<usize>() == Ok(index)
        || options[index] == text
        || text.strip_prefix('~').is_some_and(|part| options[index].contains(part))
}

fn typed_answers(mut game: Box<dyn Game>, lines: &[Line]) -> Result<Verdict, TestCaseError> {
    for line in lines {
        let Some(decision) = game.decision() else {
            let before = game.state_hash();
            prop_assert_eq!(game.answer(fuda_kernel::Seat(0), 0), Err(AnswerError::GameOver));
            prop_assert_eq!(game.state_hash(), before, "a refused answer changed the finished game");
            return Ok(Verdict::Accepted);
        };
        let n = decision.options.len();
        let bytes = typed(line, &decision);
        let text = String::from_utf8_lossy(&bytes).trim().to_string();
        let before = game.state_hash();
        let seat = decision.seat;
        for other in fuda_kernel::Seat::all(game.seat_count()).filter(|s| *s != seat) {
            prop_assert_eq!(game.answer(other, 0), Err(AnswerError::NotDeciding { seat: other, decider: seat }));
            prop_assert_eq!(game.state_hash(), before, "an answer from {} changed the state", other);
        }
        for wrong in [n, n + 1, usize::MAX] {
            prop_assert_eq!(game.answer(seat, wrong), Err(AnswerError::NotOffered { index: wrong, offered: n }));
            prop_assert_eq!(game.state_hash(), before, "refused option {} changed the state", wrong);
            prop_assert_eq!(game.decision(), Some(decision.clone()), "refused option {} changed the decision", wrong);
        }
        match decision.read_answer(&bytes) {
            TypedAnswer::Option(i) => {
                prop_assert!(i < n && names(&text, i, &decision.options), "{:?} read as option {}", text, i);
                game.answer(seat, i).map_err(|e| TestCaseError::fail(format!("{text:?}: option {i} refused: {e}")))?;
            }
            TypedAnswer::Concede => {
                prop_assert_eq!(text.as_str(), "concede");
                let mut copy = game.clone();
                copy.concede(decision.seat);
                let others: fuda_kernel::SeatSet = decision.seat.others(game.seat_count()).collect();
                prop_assert_eq!(copy.outcome(), Some(Outcome::Won(others)), "a concession ends the game");
            }
            TypedAnswer::NotOffered(shown) => {
                prop_assert!(!shown.is_empty() || text.is_empty(), "the refused line is shown");
                prop_assert!(text.parse::<usize>().map_or(true, |k| k >= n), "{:?} names an offered number", text);
                prop_assert!(!decision.options.contains(&text), "{:?} is an offered label", text);
                prop_assert_eq!(game.state_hash(), before);
            }
        }
    }
    Ok(Verdict::Accepted)
}

#[test]
fn typed_answers_in_digimon() {
    let (db, decks) = seeds::digimon();
    let strategy = (any::<Index>(), any::<Index>(), any::<u64>(), 0..300usize, vec(line(), 1..16));
    fuda_fuzz::run("answers (digimon)", strategy, |(a, b, seed, before, lines)| {
        let decks = [&decks[a.index(decks.len())], &decks[b.index(decks.len())]];
        let state = fuda_digimon::setup::new_game(db.clone(), decks, seed).expect("demo decks are legal");
        let mut game: Box<dyn Game> = Box::new(fuda_digimon::DigimonGame { state });
        random_answers(game.as_mut(), before, seed)?;
        typed_answers(game, &lines)
    });
}

#[test]
fn typed_answers_in_ninjaslayer() {
    use fuda_ninjaslayer::setup::{Format, new_game};
    let (db, decks) = seeds::ninjaslayer();
    let strategy = (any::<Index>(), any::<Index>(), any::<u64>(), 0..600usize, vec(line(), 1..16));
    fuda_fuzz::run("answers (ninjaslayer)", strategy, |(a, b, seed, before, lines)| {
        let decks = [&decks[a.index(decks.len())], &decks[b.index(decks.len())]];
        let state = new_game(db.clone(), decks, seed, Format::of(decks)).expect("demo decks are legal");
        let mut game: Box<dyn Game> = Box::new(fuda_ninjaslayer::NinjaSlayerGame { state });
        random_answers(game.as_mut(), before, seed)?;
        typed_answers(game, &lines)
    });
}
