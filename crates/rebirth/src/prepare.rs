//! The steps before the game (6.2): the first entry card chosen from the deck (6.2.1.2), the
//! shuffle, the random first player and the opening hands (6.2.1.3–6.2.1.5), the second player's
//! partner (6.2.1.6), and the first turn (6.2.1.7).

use crate::moves::{self, renew};
use crate::rules;
use crate::state::{Character, Choice, DecisionKind, EnergyCard, Phase, RebirthState, Step, distinct};
use fuda_kernel::{Seat, SeatSet};

/// Queues the steps of 6.2.1.2–6.2.1.7.
pub fn start(state: &mut RebirthState) {
    state.steps.push(Step::Begin);
    state.steps.push(Step::Deal);
    for k in (0..state.players.len()).rev() {
        state.steps.push(Step::FirstEntry(Seat(k as u8)));
    }
}

/// 6.2.1.2: the seat chooses a card of cost 2 or less from its main deck. Without one, nothing
/// is put (1.3.2) and entry processing fills the entry at the first check timing (ruling R3).
pub fn first_entry(state: &mut RebirthState, seat: Seat) {
    let options = first_entry_options(state, seat);
    if options.is_empty() {
        state.note(rules::FIRST_ENTRY, |_| format!("{seat} has no card of cost 2 or less: the entry stays empty"));
        return;
    }
    state.ask(seat, DecisionKind::FirstEntry, options);
}

/// The cards 6.2.1.2 offers: one of each definition of cost 2 or less in the main deck.
pub fn first_entry_options(state: &RebirthState, seat: Seat) -> Vec<Choice> {
    distinct(&state.player(seat).deck, |c| state.def(c).cost <= 2).into_iter().map(Choice::Card).collect()
}

/// One of each partner in `seat`'s hand.
pub fn partner_options(state: &RebirthState, seat: Seat) -> Vec<Choice> {
    distinct(&state.player(seat).hand, |c| state.def(c).is_partner()).into_iter().map(Choice::Card).collect()
}

/// The answer to 6.2.1.2.
pub fn put_first_entry(state: &mut RebirthState, seat: Seat, choice: Choice) {
    let Choice::Card(id) = choice else { unreachable!("6.2.1.2 offers cards") };
    let p = state.player_mut(seat);
    let i = p.deck.iter().position(|c| c.id == id).expect("an offered card is in the deck");
    let card = p.deck.remove(i);
    let mut c = moves::placed(state, card);
    c.face_down = true;
    state.player_mut(seat).entry.push(c);
    let readers = state.insiders(seat);
    state
        .note_to(readers, rules::FIRST_ENTRY, |s| format!("{seat} puts {} face down in the entry", s.name_of(&c.card)));
    state.note(rules::FIRST_ENTRY, |_| format!("{seat} puts a card of cost 2 or less face down in the entry"));
}

/// 6.2.1.3–6.2.1.5.
pub fn deal(state: &mut RebirthState) {
    for k in 0..state.players.len() {
        let mut deck = std::mem::take(&mut state.players[k].deck);
        state.rng.shuffle(&mut deck);
        state.players[k].deck = deck;
    }
    state.note(rules::SHUFFLE_DECK, |_| "every player shuffles the main deck into the deck zone".to_string());
    // 6.2.1.4, 12.5.7.1: a first player, or in the team formats a first team, at random.
    let table = state.table();
    let first = match state.format.teams() {
        true => Seat((state.rng.below(2) * state.players.len() / 2) as u8),
        false => Seat(state.rng.below(state.players.len()) as u8),
    };
    let second: Vec<Seat> = match state.format.teams() {
        true => table.opponents(first),
        false => vec![table.next(first)],
    };
    for seat in second.into_iter().rev() {
        state.steps.push(Step::SecondPartner(seat));
    }
    state.first_player = first;
    state.turn_player = first;
    state.note(rules::RANDOM_FIRST, |_| format!("{first} is chosen at random to go first"));
    for k in 0..state.players.len() {
        let seat = Seat(k as u8);
        for _ in 0..3 {
            moves::draw(state, seat);
        }
        let own = std::mem::take(&mut state.partners[k]);
        for card in own {
            let card = renew(state, card);
            state.player_mut(seat).hand.push(card);
        }
    }
    state.note(rules::OPENING_HAND, |_| "every player draws 3 cards and adds the 3 partners to the hand".to_string());
}

/// 6.2.1.6: the player after the first (in a game of two, the second player; in the team
/// formats each player of the second team, ruling R14) puts a partner from the hand face up into
/// the energy area.
pub fn second_partner(state: &mut RebirthState, seat: Seat) {
    let options = partner_options(state, seat);
    if !options.is_empty() {
        state.ask(seat, DecisionKind::SecondPartner, options);
    }
}

/// The answer to 6.2.1.6.
pub fn put_partner(state: &mut RebirthState, seat: Seat, choice: Choice) {
    let Choice::Card(id) = choice else { unreachable!("6.2.1.6 offers cards") };
    let card = state.take_from_hand(seat, id);
    let card = renew(state, card);
    state.player_mut(seat).energy.push(EnergyCard { card, rested: false });
    let name = state.name_of(&card);
    state.note(rules::SECOND_PARTNER, |_| format!("{seat} puts {name} face up in the energy area"));
}

/// 6.2.1.7: the first entry cards are turned face up (ruling R2) and the first player's turn
/// begins.
pub fn begin(state: &mut RebirthState) {
    for p in &mut state.players {
        for c in &mut p.entry {
            c.face_down = false;
        }
    }
    let shown: Vec<(Seat, Character)> =
        state.from_turn_player().into_iter().flat_map(|s| state.player(s).entry.iter().map(move |c| (s, *c))).collect();
    for (seat, c) in shown {
        state.note(rules::GAME_STARTS, |s| format!("{seat} turns {} in the entry face up", s.name_of(&c.card)));
    }
    state.turn = 1;
    state.turn_player = state.first_player;
    state.had_turn = SeatSet::default();
    state.phase = Phase::Standby;
    state.note(rules::GAME_STARTS, |s| format!("the game starts: turn 1, {}", s.first_player));
    state.steps.push(Step::Standby);
}
