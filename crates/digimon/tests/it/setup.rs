//! Deck construction (1-4-1) and the pre-game procedure (5-2), checked on real games.

use super::invariants::demo;
use fuda_digimon::DigimonError;
use fuda_digimon::setup::{LegalDeck, check_deck, new_game, new_game_from};
use fuda_digimon::state::{DecisionKind, DigimonState, Phase};
use fuda_kernel::{Game, Seat};

#[test]
fn deck_construction_lists_every_problem_at_once() {
    let (db, decks) = demo();
    let mut bad = decks[0].clone();
    let first_main = bad
        .cards
        .iter()
        .find(|id| db.get(db.find(id).expect("known")).kind != fuda_digimon::cards::ast::CardKind::DigiEgg)
        .cloned()
        .expect("a main card");
    let first_egg = bad
        .cards
        .iter()
        .find(|id| db.get(db.find(id).expect("known")).kind == fuda_digimon::cards::ast::CardKind::DigiEgg)
        .cloned()
        .expect("an egg");
    bad.cards.push(first_main.clone());
    bad.cards.push(first_egg.clone());
    bad.cards.push("NO-SUCH-CARD".into());
    let err = check_deck(&db, &bad).expect_err("51 cards, 6 eggs and an unknown id");
    let DigimonError::IllegalDeck { problems, .. } = err else { panic!("a deck error") };
    assert!(problems.iter().any(|p| p.contains("exactly 50") && p.contains("51")), "deck size: {problems:?}");
    assert!(problems.iter().any(|p| p.contains("0 to 5") && p.contains('6')), "egg count: {problems:?}");
    assert!(problems.iter().any(|p| p.contains("NO-SUCH-CARD")), "unknown id: {problems:?}");
    assert!(problems.iter().any(|p| p.contains("at most 4")), "copies: {problems:?}");
    assert!(check_deck(&db, &decks[0]).is_ok(), "the demo deck is legal");
}

#[test]
fn a_game_from_checked_decks_is_the_game_from_their_lists() {
    let (db, decks) = demo();
    let legal: Vec<LegalDeck> = decks.iter().map(|d| LegalDeck::check(&db, d).expect("legal demo decks")).collect();
    for seed in 0..10u64 {
        let i = seed as usize % decks.len();
        let j = (i + 1) % decks.len();
        let listed = new_game(db.clone(), [&decks[i], &decks[j]], seed).expect("legal demo decks");
        let checked = new_game_from(db.clone(), [&legal[i], &legal[j]], seed);
        assert_eq!(listed, checked, "seed {seed}");
    }
}

#[test]
fn setup_draws_five_offers_mulligans_first_player_first_then_places_security() {
    let (db, decks) = demo();
    for seed in 0..20 {
        let state = new_game(db.clone(), [&decks[0], &decks[1]], seed).expect("legal decks");
        let first = state.first_player;
        let d = state.decision.as_ref().expect("a decision");
        assert_eq!(d.kind, DecisionKind::Mulligan, "the first decision is a mulligan (5-2-1-4)");
        assert_eq!(d.seat, first, "the first player decides first");
        for seat in [Seat(0), Seat(1)] {
            assert_eq!(state.player(seat).hand.len(), 5, "opening hand of 5");
            assert!(state.player(seat).security.is_empty(), "no security before the mulligans");
        }
        let mut game = fuda_digimon::DigimonGame { state };
        let top_of_deck = |g: &fuda_digimon::DigimonGame, s: Seat| g.state.player(s).deck.last().map(|c| c.instance);
        let keep = game.decision().expect("mulligan").find("Keep hand").expect("keep offered");
        game.answer(game.decider().expect("a decision is pending"), keep).expect("keep");
        assert_eq!(
            game.state.decision.as_ref().map(|d| d.seat),
            Some(DigimonState::opponent(first)),
            "then the second player"
        );
        let second = DigimonState::opponent(first);
        let tops = [top_of_deck(&game, Seat(0)), top_of_deck(&game, Seat(1))];
        let mulligan = game.decision().expect("mulligan").find("Mulligan").expect("mulligan offered");
        game.answer(game.decider().expect("a decision is pending"), mulligan).expect("mulligan");
        let hand_after: Vec<_> = game.state.player(second).hand.iter().map(|c| c.instance).collect();
        assert_eq!(hand_after.len(), 5, "a new hand of 5 (5-2-1-5)");
        assert_eq!(
            game.state.player(second).deck.len() + game.state.player(second).security.len() + hand_after.len(),
            50,
            "no card lost"
        );
        for seat in [Seat(0), Seat(1)] {
            assert_eq!(game.state.player(seat).security.len(), 5, "5 security cards (5-2-1-6)");
        }
        // 5-2-1-6: the deck's top card ends at the bottom of security (for the player who kept).
        assert_eq!(
            Some(game.state.player(first).security[0].instance),
            tops[first.index()],
            "deck top is security bottom"
        );
        assert_eq!(game.state.memory, 0, "memory starts at 0 (5-2-1-7)");
        assert_eq!(game.state.turn_player, first, "the first player's turn (5-2-1-8)");
        assert_eq!(game.state.turn, 1);
        assert_eq!(game.state.player(first).hand.len(), 5, "no draw on the first player's first turn (6-3-1-1)");
        assert!(
            matches!(game.state.phase, Phase::Breeding | Phase::Main),
            "the first turn reached the breeding or main phase"
        );
    }
}

#[test]
fn both_seats_go_first_across_seeds() {
    let (db, decks) = demo();
    let firsts: std::collections::BTreeSet<u8> =
        (0..30).map(|seed| new_game(db.clone(), [&decks[0], &decks[1]], seed).expect("legal").first_player.0).collect();
    assert_eq!(firsts.len(), 2, "the seeded rock-paper-scissors picks either seat (5-2-1-3)");
}

#[test]
fn concession_ends_the_game_for_the_other_seat() {
    let (db, decks) = demo();
    let mut game = fuda_digimon::DigimonGame { state: new_game(db, [&decks[0], &decks[1]], 4).expect("legal") };
    game.concede(Seat(0));
    assert_eq!(game.outcome(), Some(fuda_kernel::Outcome::win(Seat(1))), "1-2-4");
    assert_eq!(game.decider(), None, "nothing more is asked");
    assert!(game.answer(Seat(1), 0).is_err(), "answers after the end are refused");
}
