//! Triggers, delayed abilities and replacement built in Rust where a scenario can't count what
//! is pending (808.4a, 808.5a), and the trigger cards' text and file errors.

use fuda_kernel::Seat;
use fuda_kernel::files::load_set;
use fuda_kernel::objects::{CardInstance, ObjectAllocator};
use fuda_zx::board::Square;
use fuda_zx::cards::ast::event::EventKind;
use fuda_zx::cards::load::parse_cards;
use fuda_zx::cards::{Card, CardDb};
use fuda_zx::lki::Lki;
use fuda_zx::setup::DeckList;
use fuda_zx::state::{Player, Step, TurnStep, ZxState};
use std::path::Path;
use std::sync::Arc;

fn demo() -> Arc<CardDb> {
    let (db, _): (Arc<CardDb>, Vec<DeckList>) =
        load_set(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zx"), parse_cards)
            .expect("the demo set loads");
    db
}

/// A main phase of player 1 with `units` (card id, square) of theirs on the board and decks of
/// vanilla cards, nothing run yet.
fn board(db: Arc<CardDb>, units: &[(&str, u8)]) -> ZxState {
    let mut objects = ObjectAllocator::default();
    let mut next = 0u16;
    let mut card = |id: &str, owner: Seat, objects: &mut ObjectAllocator| {
        next += 1;
        Card { id: objects.fresh(), instance: CardInstance(next), def: db.find(id).expect("a demo card"), owner }
    };
    let mut players: [Player; 2] = Default::default();
    for (i, p) in players.iter_mut().enumerate() {
        let seat = Seat(i as u8);
        p.deck = (0..6).map(|_| card("ZXD-023", seat, &mut objects)).collect();
        p.life = (0..4).map(|_| card("ZXD-003", seat, &mut objects)).collect();
        p.charge_limit = Some(4);
        p.hand_limit = Some(6);
        p.virtual_player = true;
    }
    let placed: Vec<Card> = units.iter().map(|(id, _)| card(id, Seat(0), &mut objects)).collect();
    let mut state = ZxState::new(db, players, Seat(0), 1, objects);
    state.turn = 2;
    for (c, (_, sq)) in placed.into_iter().zip(units) {
        state.put_on(Square(*sq), c, Seat(0));
    }
    state.step = TurnStep::Main;
    state
}

#[test]
fn a_state_trigger_has_one_pending_instance_at_a_time() {
    let db = demo();
    let mut state = board(db, &[("ZXD-573", 0)]);
    // The hand is empty: Tidal Hoarder's condition holds (808.5a).
    assert!(fuda_zx::triggers::state_check(&mut state), "the state trigger triggers");
    assert_eq!(state.pending.len(), 1);
    assert!(!fuda_zx::triggers::state_check(&mut state), "not again while its instance is pending");
    assert_eq!(state.pending.len(), 1, "one pending instance at a time (808.5a)");
    state.pending.clear();
    assert!(fuda_zx::triggers::state_check(&mut state), "once cleared, it triggers again while the condition holds");
}

#[test]
fn a_delayed_ability_triggers_once_for_two_events_at_once() {
    let db = demo();
    let mut state = board(db, &[("ZXD-568", 0)]);
    let (_, oracle) = state.units().next().map(|(s, u)| (s, u.card)).expect("the Oracle is on a1");
    let Some(fuda_zx::cards::ast::Ability::Activated(a)) = state.def(&oracle).abilities.first().cloned() else {
        panic!("Serpent Oracle has an activated ability")
    };
    let fuda_zx::cards::effect::EventEffect::Delayed(ability) = a.effects[0].clone() else {
        panic!("its first effect makes a delayed ability")
    };
    fuda_zx::triggers::delayed::make(&mut state, Seat(0), oracle, ability);
    // Two Z/X destroyed by the Oracle's effect in the same action (1204.3).
    for n in 0..2u16 {
        let mut victim = oracle;
        victim.instance = CardInstance(900 + n);
        victim.id = state.objects.fresh();
        victim.owner = Seat(1);
        let lki = Lki { card: victim, controller: Seat(1), square: Some(Square(6 + n as u8)), power: Some(3000) };
        let kind = EventKind::DestroyedBy(fuda_zx::cards::ast::event::Cause::Effect);
        fuda_zx::triggers::emit(
            &mut state,
            fuda_zx::triggers::Event { kind, card: Some(lki), seat: Seat(1), source: Some(oracle) },
        );
    }
    fuda_zx::triggers::flush(&mut state);
    assert_eq!(state.pending.len(), 1, "a delayed ability triggers once (808.4a): {:?}", state.pending);
    assert!(state.pending[0].delayed.is_some());
}

#[test]
fn another_sources_destruction_does_not_trigger_this_sources_delayed_ability() {
    let db = demo();
    let mut state = board(db, &[("ZXD-568", 0), ("ZXD-564", 1)]);
    let cards: Vec<Card> = state.units().map(|(_, u)| u.card).collect();
    let (oracle, other) = (cards[0], cards[1]);
    let Some(fuda_zx::cards::ast::Ability::Activated(a)) = state.def(&oracle).abilities.first().cloned() else {
        panic!("Serpent Oracle has an activated ability")
    };
    let fuda_zx::cards::effect::EventEffect::Delayed(ability) = a.effects[0].clone() else {
        panic!("a delayed ability")
    };
    fuda_zx::triggers::delayed::make(&mut state, Seat(0), oracle, ability);
    let lki = Lki { card: other, controller: Seat(0), square: Some(Square(1)), power: Some(4000) };
    let kind = EventKind::DestroyedBy(fuda_zx::cards::ast::event::Cause::Effect);
    fuda_zx::triggers::emit(
        &mut state,
        fuda_zx::triggers::Event { kind, card: Some(lki), seat: Seat(0), source: Some(other) },
    );
    fuda_zx::triggers::flush(&mut state);
    assert!(
        state.pending.iter().all(|t| t.delayed.is_none()),
        "destroyed by another card's effect: not 'this card's effect' (815.2a)"
    );
}

#[test]
fn the_trigger_cards_render_their_abilities() {
    let db = demo();
    for id in ["ZXD-560", "ZXD-562", "ZXD-563", "ZXD-569", "ZXD-572", "ZXD-573"] {
        let def = db.get(db.find(id).expect("known"));
        let text = fuda_zx::cards::render::card_text(def);
        assert!(text.to_lowercase().contains("when"), "{id} renders its ability: {text}");
    }
    let vault = db.get(db.find("ZXD-563").expect("known"));
    let text = fuda_zx::cards::render::card_text(vault);
    assert!(text.contains("would be destroyed, instead"), "{text}");
    let oracle = fuda_zx::cards::render::card_text(db.get(db.find("ZXD-568").expect("known")));
    assert!(oracle.contains("destroyed by this card's effect"), "{oracle}");
}

#[test]
fn bad_trigger_files_name_the_field() {
    let head = "[[card]]\nid = \"X\"\nname = \"X\"\ntype = \"zx\"\ncost = 1\npower = 1000\n";
    let cases = [
        (
            format!(
                "{head}abilities = [{{ activated = {{ cost = [\"sleep-this\"], effects = [{{ delayed = {{ on = {{ when = {{ event = \"turn-ends\" }} }}, effects = [] }} }}] }} }}]\n"
            ),
            "abilities[0].effects[0]",
        ),
        (
            format!(
                "{head}abilities = [{{ automatic = {{ on = {{ event = {{ when = {{ event = \"exploded\" }} }} }}, effects = [{{ draw = 1 }}] }} }}]\n"
            ),
            "abilities",
        ),
        (format!("{head}abilities = [{{ replace = {{ instead = \"deck\" }} }}]\n"), "abilities"),
        (format!("{head}keywords = [{{ range = 5 }}]\n"), "keywords[0].range"),
    ];
    super::card_errors(&cases);
}

#[test]
fn a_run_without_steps_left_is_not_a_loop() {
    let db = demo();
    let mut state = board(db, &[("ZXD-560", 0)]);
    state.steps.push(Step::Turn(TurnStep::Main));
    fuda_zx::engine::run(&mut state);
    assert!(state.outcome.is_none(), "a main phase with a decision is no loop (1201.1c)");
    assert!(state.decision.is_some());
}
